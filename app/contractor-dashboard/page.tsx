import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { PageIntro } from "@/components/common/page-intro";
import { ProjectDashboard } from "@/components/dashboard/project-dashboard";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";
import { requestProjects } from "@/lib/projects/catalogue";
import { toDashboardItem } from "@/lib/projects/views";

export const generateMetadata = () => pageMetadata("dashboard", "/contractor-dashboard");

export default function ContractorDashboardPage() {
  const t = useTranslations("pages.dashboard");
  const dashboard = useTranslations("dashboard");
  const samples = requestProjects().map(toDashboardItem);
  return (
    <>
      <PageIntro title={t("title")} description={dashboard("intro")}>
        {/* A contractor comes here to find work; posting is the homeowner's side. */}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="accent">
            <a href="#projects">{dashboard("findWork")}</a>
          </Button>
          <Button asChild variant="outline">
            <Link href="/post-project">{dashboard("postProject")}</Link>
          </Button>
        </div>
      </PageIntro>
      <div id="projects" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ClientMessages
          namespaces={["dashboard", "manage", "project", "proposal", "projectList", "postProject"]}
        >
          <ProjectDashboard samples={samples} />
        </ClientMessages>
      </div>
    </>
  );
}
