import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { UnsubscribePanel } from "@/components/email/unsubscribe-panel";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ token: string }> };

// The token is private to its address: rendered per request, never listed or cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.notMe");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function NotMePage({ params }: Props) {
  const { token } = await params;
  const t = await getTranslations("pages.notMe");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ClientMessages namespaces={["notMe"]}>
          <UnsubscribePanel token={token} kind="notMe" />
        </ClientMessages>
      </div>
    </>
  );
}
