import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { ProposalTracker } from "@/components/proposals/proposal-tracker";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ id: string }> };

// Private to whoever holds the tracking link: rendered per request, never listed or cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.trackProposal");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function TrackProposalPage({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const t = await getTranslations("pages.trackProposal");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ClientMessages namespaces={["tracker", "project", "manage"]}>
          <ProposalTracker proposalId={Number(id)} />
        </ClientMessages>
      </div>
    </>
  );
}
