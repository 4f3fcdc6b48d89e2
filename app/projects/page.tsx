import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { ProjectGrid } from "@/components/projects/project-grid";
import { sampleProjectCard } from "@/content/cards";
import { sampleProjects } from "@/content/projects";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("projects", "/projects");

export default function ProjectsPage() {
  const t = useTranslations("pages.projects");
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ProjectGrid projects={sampleProjects.map(sampleProjectCard)} />
      </div>
    </>
  );
}
