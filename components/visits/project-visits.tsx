import { CalendarClock } from "lucide-react";
import { useTranslations } from "next-intl";

import { VISITS_SLOT } from "./slot";

/** "Site visits": what they are, and the place the reader's own part fills (VISITS_SLOT). */
export function ProjectVisitsSection() {
  const t = useTranslations("visits");
  return (
    <section aria-labelledby="visits" className="space-y-4" data-testid="project-visits">
      <h2 id="visits" className="flex scroll-mt-24 items-center gap-2 text-xl font-semibold">
        <CalendarClock className="text-primary size-5" aria-hidden />
        {t("title")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      <div id={VISITS_SLOT} className="empty:hidden" />
    </section>
  );
}
