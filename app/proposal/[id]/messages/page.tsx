import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { Conversation } from "@/components/conversations/conversation";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ id: string }> };

// Private to the proposal's two parties: rendered per request, never listed or cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.conversation");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function ConversationPage({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const t = await getTranslations("pages.conversation");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <ClientMessages namespaces={["conversation", "questions", "common"]}>
          <Conversation proposalId={Number(id)} />
        </ClientMessages>
      </div>
    </>
  );
}
