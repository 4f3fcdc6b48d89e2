import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";

import Link from "@/components/common/link";
import { PostedProjectActions } from "@/components/projects/project-actions";
import { ProjectDetails } from "@/components/projects/project-details";
import { ProposalDialog } from "@/components/proposals/proposal-dialog";
import { UnlistedProject } from "@/components/projects/unlisted-project";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { findProjectRow, toPublicProject } from "@/lib/projects/store";
import type { ProjectEntries } from "@/lib/questions/shapes";
import { readProjectEntries } from "@/lib/questions/store";
import { sampleRequestStates } from "@/lib/dashboard/stats";
import { catalogueProject } from "@/lib/projects/catalogue";
import { postedRowId } from "@/lib/projects/ids";
import { postedProject, takesProposals, type Project } from "@/lib/projects/project";
import { toManagedView } from "@/lib/projects/views";
import { breadcrumbJsonLd, pageSeo } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ id: string }> };

/** The UI text a posted project's client components read (owner controls, reports, proposals). */
const PROJECT_PAGE_TEXT = [
  "project",
  "proposal",
  "manage",
  "compare",
  "postProject",
  "householdUse",
  "projectReport",
  "questions",
  "visits",
];

/** A posted project that is not listed (waiting for its owner's confirmation, held, rejected). */
type Unlisted = { kind: "unlisted"; rowId: number; displayId: number };

/** A project to show; a listed posted one with its questions and notes as anyone sees them. */
type Shown = Project & { entries?: ProjectEntries };

// One route serves samples and posted projects; posted ones change, so every request renders.
export const dynamic = "force-dynamic";

/**
 * Samples come from the catalogue; posted projects (3000+) from the database, on each request:
 * read once per request, for the metadata and the page alike.
 */
const loadProject = cache(async (rawId: string): Promise<Shown | Unlisted | null> => {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const displayId = Number(rawId);
  const rowId = postedRowId(displayId);
  if (rowId !== undefined) {
    // Its questions are read beside it; an unlisted project's are never shown.
    const [row, entries] = await Promise.all([
      findProjectRow(rowId),
      readProjectEntries(rowId, { role: "visitor" }),
    ]);
    if (!row) return null;
    // Not public: the page holds none of it; its owner's browser asks for it with their token.
    if (row.listing !== "listed") return { kind: "unlisted", rowId, displayId };
    return { ...postedProject(toPublicProject(row)), entries };
  }
  const sample = catalogueProject(displayId);
  if (!sample || sample.kind !== "request") return sample ?? null;
  // Proposals stored on an open sample request count too, and one of them may be accepted.
  // The same figures the dashboard's card for it shows (lib/dashboard/stats.ts).
  const states = await sampleRequestStates().catch(() => []);
  const state = states.find((s) => s.displayId === displayId);
  return {
    ...sample,
    proposalCount: state?.proposalCount ?? sample.proposalCount,
    proposalAccepted: state?.proposalAccepted ?? false,
  };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const project = await loadProject(id).catch(() => null);
  const t = await getTranslations("project");
  // The page answers 404, which Next.js marks noindex itself.
  if (!project) return { title: t("notFoundTitle") };
  if (project.kind === "unlisted") return { title: t("unlistedTitle"), robots: { index: false } };
  const metadata = pageSeo({
    title: project.title,
    description: project.description,
    keywords: t("metaKeywords", {
      category: project.category,
      categoryLower: project.category.toLowerCase(),
      location: project.location,
    }),
    path: `/project/${project.displayId}`,
  });
  // Homeowners' posted projects and the example requests stay out of search results.
  return project.kind === "completed" ? metadata : { ...metadata, robots: { index: false } };
}

export default async function ProjectPage({ params }: Props) {
  const { id } = await params;
  const project = await loadProject(id);
  // Renders ./not-found.tsx (Project Not Found) with a 404 status.
  if (!project) notFound();
  if (project.kind === "unlisted") {
    return (
      <ClientMessages namespaces={PROJECT_PAGE_TEXT}>
        <UnlistedProject rowId={project.rowId} displayId={project.displayId} />
      </ClientMessages>
    );
  }
  const t = await getTranslations("seo");
  return (
    <>
      {project.kind === "posted" ? null : (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: t("home"), path: "/" },
            { name: t("projects"), path: "/projects" },
            { name: project.title, path: `/project/${project.displayId}` },
          ])}
        />
      )}
      {project.entries ? (
        // The Report and Remove controls under its questions and notes read their text.
        <ClientMessages namespaces={["questions"]}>
          <ProjectDetails
            project={project}
            entries={project.entries}
            actions={<ProjectActions project={project} />}
          />
        </ClientMessages>
      ) : (
        <ProjectDetails project={project} actions={<ProjectActions project={project} />} />
      )}
    </>
  );
}

function ProjectActions({ project }: { project: Project }) {
  if (project.rowId !== null) {
    return (
      <ClientMessages namespaces={PROJECT_PAGE_TEXT}>
        <PostedProjectActions project={toManagedView({ ...project, rowId: project.rowId })} />
      </ClientMessages>
    );
  }
  return (
    <div className="border-border bg-card rounded-lg border p-5 shadow-sm">
      {takesProposals(project) ? (
        <ClientMessages namespaces={["proposal"]}>
          <ProposalDialog
            projectId={project.displayId}
            projectTitle={project.title}
            projectCategory={project.category}
            projectLocation={project.location}
            triggerClassName="w-full"
          />
        </ClientMessages>
      ) : project.kind === "request" ? (
        <ExampleTakesNoProposals />
      ) : (
        <NotOpen accepted={project.proposalAccepted} />
      )}
    </div>
  );
}

/** An example request: no Submit Proposal, and the way to projects that take one. */
async function ExampleTakesNoProposals() {
  const t = await getTranslations("project");
  return (
    <div className="space-y-3" data-testid="example-closed">
      <p className="text-sm font-medium">{t("exampleClosed")}</p>
      <Button asChild className="w-full">
        <Link href="/contractor-dashboard">{t("exampleLink")}</Link>
      </Button>
    </div>
  );
}

async function NotOpen({ accepted }: { accepted: boolean }) {
  const t = await getTranslations("project");
  return (
    <p role="status" className="text-sm font-medium" data-testid="not-open">
      {t(accepted ? "proposalAccepted" : "notOpen")}
    </p>
  );
}
