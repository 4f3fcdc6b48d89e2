import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PublishProject } from "@/components/projects/publish-project";
import { ClientMessages } from "@/i18n/client-messages";
import { postedRowId } from "@/lib/projects/ids";

type Props = { params: Promise<{ id: string }> };

// The link e-mailed with a new project opens this page; its token travels in the fragment, which
// the page posts to the API. Nothing of the project is in the page.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("publish");
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function PublishProjectPage({ params }: Props) {
  const { id } = await params;
  const rowId = /^\d{1,9}$/.test(id) ? postedRowId(Number(id)) : undefined;
  if (rowId === undefined) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <ClientMessages namespaces={["publish"]}>
        <PublishProject rowId={rowId} displayId={Number(id)} />
      </ClientMessages>
    </div>
  );
}
