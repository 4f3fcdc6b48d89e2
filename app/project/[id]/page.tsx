import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { PostedProjectPanel } from "@/components/projects/posted-project-panel";
import { ProjectDetails } from "@/components/projects/project-details";
import { ProposalDialog } from "@/components/projects/proposal-dialog";
import { Button } from "@/components/ui/button";
import { getSampleByDisplayId, POSTED_OFFSET } from "@/content/lookups";
import { findProjectRow, toPublicProject } from "@/lib/data/projects";
import { countProposalsForSample } from "@/lib/data/proposals";
import { catalogueProjectView, postedProjectView, type ProjectView } from "@/lib/project-view";
import { absoluteUrl } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

// One route serves samples and posted projects; posted ones change, so every request renders.
export const dynamic = "force-dynamic";

/** Samples come from the catalogue; posted projects (3000+) from the database, on each request. */
async function loadProject(rawId: string): Promise<ProjectView | null> {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const displayId = Number(rawId);
  if (displayId > POSTED_OFFSET) {
    const row = await findProjectRow(displayId - POSTED_OFFSET);
    return row ? postedProjectView(toPublicProject(row)) : null;
  }
  const entry = getSampleByDisplayId(displayId);
  if (!entry) return null;
  // Proposals stored on an open sample request count too; prerendered pages show the catalogue's count.
  return catalogueProjectView(
    entry,
    entry.kind === "request" ? await countProposalsForSample(displayId).catch(() => 0) : 0,
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const project = await loadProject(id).catch(() => null);
  if (!project) return { title: "Project Not Found", robots: { index: false } };
  return {
    title: project.title,
    description: project.description.slice(0, 160),
    keywords: `${project.category}, ${project.location}, home improvement project`,
    alternates: { canonical: absoluteUrl(`/project/${id}`) },
    // Homeowners' posted projects stay out of search results.
    ...(project.kind === "posted" ? { robots: { index: false } } : {}),
  };
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const project = await loadProject(id);
  if (!project) return <ProjectNotFound />;
  return <ProjectDetails project={project} actions={<ProjectActions project={project} />} />;
}

function ProjectActions({ project }: { project: ProjectView }) {
  if (project.kind === "posted") {
    return (
      <PostedProjectPanel
        project={{
          id: project.displayId - POSTED_OFFSET,
          displayId: project.displayId,
          title: project.title,
          status: project.status,
          timeline: project.timeline,
          estimatedCost: project.estimatedCost,
          contractorNotes: project.contractorNotes,
        }}
      />
    );
  }
  return (
    <div className="border-border bg-card rounded-lg border p-5 shadow-sm">
      <ProposalDialog
        projectId={project.displayId}
        projectTitle={project.title}
        triggerClassName="w-full"
      />
    </div>
  );
}

async function ProjectNotFound() {
  const t = await getTranslations("project");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundBody")}</p>
      <Button asChild size="lg">
        <Link href="/contractor-dashboard">{t("toDashboard")}</Link>
      </Button>
    </section>
  );
}
