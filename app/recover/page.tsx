import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { RecoverForm } from "@/components/projects/recover-form";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.recover");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function RecoverPage() {
  const t = await getTranslations("pages.recover");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ClientMessages namespaces={["recover"]}>
          <RecoverForm />
        </ClientMessages>
      </div>
    </>
  );
}
