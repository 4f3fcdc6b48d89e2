import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminInbox } from "@/components/admin/admin-inbox";
import { ClientMessages } from "@/i18n/client-messages";

// For the operator only: not in the sitemap, linked from nowhere, never indexed. The page itself
// holds nothing; the inbox loads in the browser with the operator's token.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.adminMessages");
  return {
    title: t("title"),
    description: t("description"),
    robots: { index: false, follow: false },
  };
}

export default function AdminMessagesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <ClientMessages namespaces={["adminInbox"]}>
        <AdminInbox />
      </ClientMessages>
    </div>
  );
}
