import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { WaysIn } from "@/components/common/ways-in";
import { Button } from "@/components/ui/button";

/**
 * An unknown project id: Project Not Found with a search, the main ways into the site and a
 * button to the dashboard.
 */
export function ProjectNotFound() {
  const t = useTranslations("project");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("notFoundBody")}</p>
      </div>
      <WaysIn />
      <Button asChild size="lg">
        <Link href="/contractor-dashboard">{t("toDashboard")}</Link>
      </Button>
    </section>
  );
}
