"use client";

import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";

// A page that failed while rendering (the database unreachable, say) shows the site's own page,
// inside the header and footer, with a way to try again.
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("common");
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold sm:text-4xl">{t("errorHeading")}</h1>
      <p className="text-muted-foreground">{t("errorBody")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={reset}>
          {t("tryAgain")}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{t("returnHome")}</Link>
        </Button>
      </div>
    </section>
  );
}
