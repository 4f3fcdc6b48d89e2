import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { ProjectGrid } from "@/components/projects/project-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { completedDisplayId } from "@/lib/projects/ids";
import { sampleProjects } from "@/content/projects";
import { breadcrumbJsonLd, itemListJsonLd, pageMetadata } from "@/lib/seo";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

export const generateMetadata = () =>
  pageMetadata("projects", "/projects", { image: "/projects/opengraph-image" });

export default function ProjectsPage() {
  const t = useTranslations("pages.projects");
  const seo = useTranslations("seo");
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: seo("home"), path: "/" },
          { name: t("title"), path: "/projects" },
        ])}
      />
      {/* Counts exactly the projects the page lists
          (docs/decisions/0004-search-engines-and-not-found-pages.md). */}
      <JsonLd
        data={itemListJsonLd(
          t("title"),
          sampleProjects.map((project) => ({
            name: project.title,
            path: `/project/${completedDisplayId(project)}`,
          })),
        )}
      />
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ProjectGrid
          projects={sampleProjects.map((sample) => toCardView(completedProject(sample)))}
          headingLevel="h2"
        />
      </div>
    </>
  );
}
