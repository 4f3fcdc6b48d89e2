import { getTranslations } from "next-intl/server";

import Link from "@/components/common/link";
import { PageIntro } from "@/components/common/page-intro";
import { ProjectDashboard } from "@/components/dashboard/project-dashboard";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";
import { dashboardFirstView } from "@/lib/dashboard/first-view";
import { requestProjects } from "@/lib/projects/catalogue";
import { toDashboardItem } from "@/lib/projects/views";

export const generateMetadata = () => pageMetadata("dashboard", "/contractor-dashboard");

// Rendered for each request with the projects its address's filters choose: a contractor sees the
// list in the page itself, not a placeholder filled in after two requests (docs/decisions/0010-contractor-dashboard.md).
export default async function ContractorDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, dashboard, firstView] = await Promise.all([
    getTranslations("pages.dashboard"),
    getTranslations("dashboard"),
    searchParams.then(dashboardFirstView),
  ]);
  const samples = requestProjects().map(toDashboardItem);
  return (
    <>
      <PageIntro title={t("title")} description={dashboard("intro")}>
        {/* A contractor comes here to find work; posting is the homeowner's side. */}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="accent">
            <a href="#projects">{dashboard("findWork")}</a>
          </Button>
          {/* A signed-in contractor's matches (trades × places × budget) are on /pro. */}
          <Button asChild variant="outline">
            <Link href="/pro#matches">{dashboard("forYou")}</Link>
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
          <ProjectDashboard samples={samples} firstView={firstView} />
        </ClientMessages>
      </div>
    </>
  );
}
