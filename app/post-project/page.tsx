import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { PostProjectForm } from "@/components/projects/post-project-form";
import { pageMetadata } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";

export const generateMetadata = () => pageMetadata("postProject", "/post-project");

export default function PostProjectPage() {
  const t = useTranslations("pages.postProject");
  const form = useTranslations("postProject");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h2 className="text-2xl font-semibold">{form("heading")}</h2>
        <p className="text-muted-foreground mt-2 mb-6">{form("intro")}</p>
        <ClientMessages namespaces={["postProject", "project", "householdUse"]}>
          <PostProjectForm />
        </ClientMessages>
      </div>
    </>
  );
}
