import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { AgreementView } from "@/components/agreements/agreement-view";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ id: string }> };

// Private to the two parties: rendered per request, never listed or cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.agreement");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function AgreementPage({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const t = await getTranslations("pages.agreement");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} className="print:hidden" />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
        <ClientMessages namespaces={["agreement"]}>
          <AgreementView agreementId={Number(id)} />
        </ClientMessages>
      </div>
    </>
  );
}
