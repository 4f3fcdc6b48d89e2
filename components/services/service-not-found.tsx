import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";

export function ServiceNotFound() {
  const t = useTranslations("service");
  const common = useTranslations("common");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundBody")}</p>
      <Button asChild size="lg">
        <Link href="/">{common("returnHome")}</Link>
      </Button>
    </section>
  );
}
