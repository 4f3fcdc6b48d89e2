import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** An unknown project id: Project Not Found with a button to the dashboard. */
export default function ProjectNotFound() {
  const t = useTranslations("project");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundBody")}</p>
      <Button asChild size="lg">
        <Link href="/contractor-dashboard">{t("toDashboard")}</Link>
      </Button>
    </section>
  );
}
