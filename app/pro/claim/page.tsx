import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { ClaimFromLink } from "@/components/pro/claim-from-link";
import { ClientMessages } from "@/i18n/client-messages";

// The link in a proposal's receipt opens this page; its token travels in the fragment, which
// the page posts with the signed-in session.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("proPage.claim");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function ClaimPage() {
  const t = await getTranslations("proPage.claim");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ClientMessages namespaces={["proPage"]}>
          <ClaimFromLink />
        </ClientMessages>
      </div>
    </>
  );
}
