import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import Link from "@/components/common/link";
import { WaysIn } from "@/components/common/ways-in";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

export default function NotFound() {
  const t = useTranslations("notFound");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("body")}</p>
      </div>
      <WaysIn />
      <Button asChild size="lg">
        <Link href="/">{t("home")}</Link>
      </Button>
    </section>
  );
}
