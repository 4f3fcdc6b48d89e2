"use client";

import { ShieldCheck } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";

import Link from "@/components/common/link";
import { SignOutOthersButton } from "@/components/common/sign-out-others-button";
import { ProposalDialog } from "@/components/proposals/proposal-dialog";
import { QueryProvider } from "@/components/providers/query-provider";
import { revokeManageLinks } from "@/lib/projects/client";
import { takesProposals } from "@/lib/projects/project";
import { OWNER_MAIN_SLOT, shortName, type ManagedProjectView } from "@/lib/projects/views";
import { DeleteProjectButton } from "./delete-project-button";
import { EditProjectDialog } from "./edit-project-dialog";
import { ReportProject } from "./report-project";
import { StatusSelect } from "./status-select";
import { WhileCheckingOwner } from "./checking-link";
import { QUESTIONS_SLOT } from "@/components/questions/slot";
import { VISITS_SLOT } from "@/components/visits/slot";
import { useManageAccess } from "./use-manage-access";
import { useProjectMutations } from "./use-project-mutations";

// The owner's proposals (itemised quotes, the comparison, decisions) load only for the owner:
// contractors reading the project never download them.
const ProposalList = dynamic(
  () => import("./proposal-list").then((module) => module.ProposalList),
  {
    ssr: false,
    loading: () => <ProposalsLoading />,
  },
);

// The reader's part of the questions section (answer forms, or a contractor's own questions and
// Ask): loaded once the browser knows who is looking, into the section's place for it.
const OwnerQuestions = dynamic(
  () => import("@/components/questions/owner-questions").then((module) => module.OwnerQuestions),
  { ssr: false },
);
const ContractorQuestions = dynamic(
  () =>
    import("@/components/questions/contractor-questions").then(
      (module) => module.ContractorQuestions,
    ),
  { ssr: false },
);

// The reader's part of the site visits section, likewise.
const OwnerVisits = dynamic(
  () => import("@/components/visits/owner-visits").then((module) => module.OwnerVisits),
  { ssr: false },
);
const ContractorVisits = dynamic(
  () => import("@/components/visits/contractor-visits").then((module) => module.ContractorVisits),
  { ssr: false },
);

// Pausing and "where does the project stand?" are the owner's alone: loaded only for them.
const OwnerFollowUp = dynamic(
  () => import("./owner-follow-up").then((module) => module.OwnerFollowUp),
  { ssr: false },
);

function ProposalsLoading() {
  const t = useTranslations("manage");
  return <p className="text-muted-foreground text-sm">{t("loadingProposals")}</p>;
}

/**
 * What a visitor may do on a posted project. The owner (its manage token in this browser, or a
 * manage link just opened) and the operator get the controls; everyone else may send a proposal.
 */
export function PostedProjectPanel({ project }: { project: ManagedProjectView }) {
  const t = useTranslations("manage");
  const access = useManageAccess(project.rowId);
  const invalidLink = access.state !== "checking" && access.invalidLink;
  return (
    <QueryProvider>
      {invalidLink && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 mb-4 rounded-lg border p-4 text-sm"
          data-testid="invalid-manage-link"
        >
          {t(access.state === "manager" ? "invalidLinkKept" : "invalidLink")}
        </p>
      )}
      {access.state === "manager" ? (
        <OwnerControls
          project={project}
          token={access.token}
          operator={access.operator}
          homeowner={access.homeowner}
          hasEmail={access.hasEmail}
          hasHouseholdUse={access.hasHouseholdUse}
        />
      ) : access.state === "checking" ? (
        <WhileCheckingOwner rowId={project.rowId}>
          <VisitorActions project={project} checked={false} />
        </WhileCheckingOwner>
      ) : (
        <VisitorActions project={project} checked />
      )}
      {access.state === "manager" ? (
        <InSlot id={VISITS_SLOT}>
          <OwnerVisits rowId={project.rowId} token={access.token} operator={access.operator} />
        </InSlot>
      ) : access.state === "visitor" ? (
        <InSlot id={VISITS_SLOT}>
          <ContractorVisits rowId={project.rowId} />
        </InSlot>
      ) : null}
      {access.state === "manager" ? (
        <InQuestionsSection>
          <OwnerQuestions rowId={project.rowId} token={access.token} operator={access.operator} />
        </InQuestionsSection>
      ) : access.state === "visitor" ? (
        <InQuestionsSection>
          <ContractorQuestions rowId={project.rowId} />
        </InQuestionsSection>
      ) : null}
    </QueryProvider>
  );
}

/**
 * Submit Proposal while the project takes proposals, or a line saying why it does not; once the
 * server has said this browser does not manage the project, a way back for an owner who lost the
 * manage link.
 */
function VisitorActions({ project, checked }: { project: ManagedProjectView; checked: boolean }) {
  const t = useTranslations("manage");
  const tProject = useTranslations("project");
  const router = useRouter();
  const open = takesProposals(project) && !project.proposalsPaused;
  // A completed project says so above this panel.
  if (!open && project.status === "completed" && !checked) return null;
  return (
    <div className="border-border bg-card space-y-2 rounded-lg border p-5 shadow-sm">
      {open ? (
        <ProposalDialog
          projectId={project.displayId}
          projectTitle={project.title}
          projectCategory={project.category}
          projectLocation={project.location}
          onSubmitted={() => router.refresh()}
          triggerClassName="w-full"
        />
      ) : project.status === "completed" ? null : (
        <p role="status" className="text-sm font-medium" data-testid="not-open">
          {tProject(
            project.proposalAccepted
              ? "proposalAccepted"
              : takesProposals(project)
                ? "proposalsPaused"
                : "notOpen",
          )}
        </p>
      )}
      <p className="text-muted-foreground text-xs">{t("readOnly")}</p>
      {open ? <ReportProject rowId={project.rowId} /> : null}
      {checked ? (
        <p className="text-xs">
          <Link
            href="/recover"
            className="text-primary font-medium underline-offset-4 hover:underline"
            data-testid="recover-link"
          >
            {t("lostLink")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Who manages the project; for the owner, their whole name and the short one others see. */
function OwnerHeading({ operator, homeowner }: { operator: boolean; homeowner?: string }) {
  const t = useTranslations("manage");
  return (
    <>
      <h2 id="manage" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="text-primary size-5" aria-hidden />
        {operator ? t("operatorView") : t("ownerView")}
      </h2>
      {homeowner ? (
        <p className="text-muted-foreground text-sm" data-testid="owner-name">
          {t("postedAs", { name: homeowner, shown: shortName(homeowner) })}
        </p>
      ) : null}
    </>
  );
}

function OwnerControls({
  project,
  token,
  operator,
  homeowner,
  hasEmail,
  hasHouseholdUse,
}: {
  project: ManagedProjectView;
  token: string;
  operator: boolean;
  homeowner?: string;
  hasEmail?: boolean;
  hasHouseholdUse?: boolean;
}) {
  const t = useTranslations("manage");
  const router = useRouter();
  const { update, remove } = useProjectMutations(project.rowId, token);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="manage"
        className="border-primary/40 bg-card space-y-4 rounded-lg border p-5 shadow-sm print:hidden"
        data-testid="owner-controls"
      >
        <OwnerHeading operator={operator} homeowner={homeowner} />
        <div className="space-y-1.5">
          <label htmlFor="project-status" className="text-sm font-medium">
            {t("status")}
          </label>
          <StatusSelect
            id="project-status"
            project={project}
            disabled={update.isPending}
            onChange={(status) => update.mutate({ status })}
          />
        </div>
        <OwnerFollowUp
          project={project}
          token={token}
          pending={update.isPending}
          onUpdate={(patch, failed) => update.mutate(patch, { onError: failed })}
        />
        <div className="flex flex-wrap gap-2">
          <EditProjectDialog
            rowId={project.rowId}
            token={token}
            pending={update.isPending}
            onSave={(patch, close) => update.mutate(patch, { onSuccess: close })}
          />
          <DeleteProjectButton
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(undefined, { onSuccess: () => router.push("/contractor-dashboard") })
            }
          />
          <SignOutOthersButton
            namespace="manage"
            variant={operator ? "operator" : "owner"}
            revoke={() => revokeManageLinks(project.rowId, token)}
          />
        </div>
      </section>
      <OwnerProposals>
        <section
          aria-labelledby="proposals"
          className="border-primary/40 bg-card space-y-3 rounded-lg border p-5 shadow-sm"
          data-testid="owner-proposals"
        >
          <h2 id="proposals" className="scroll-mt-24 text-xl font-semibold">
            {t("proposalsTitle")}
          </h2>
          <ProposalList
            rowId={project.rowId}
            token={token}
            category={project.category}
            location={project.location}
            hasEmail={hasEmail}
            hasHouseholdUse={hasHouseholdUse}
            onChanged={() => router.refresh()}
          />
        </section>
      </OwnerProposals>
    </div>
  );
}

/** Renders into a section's place for the reader's part, when the page has it. */
function InSlot({ id, children }: { id: string; children: ReactNode }) {
  const slot = typeof document === "undefined" ? null : document.getElementById(id);
  return slot ? createPortal(children, slot) : null;
}

/** Renders into the questions section's place (components/questions/slot.ts), when the page has it. */
function InQuestionsSection({ children }: { children: ReactNode }) {
  const slot = typeof document === "undefined" ? null : document.getElementById(QUESTIONS_SLOT);
  return slot ? createPortal(children, slot) : null;
}

/**
 * The proposals are what the owner came for, so they take the main column (its slot is on the
 * page before the owner's controls render, which happens only in the browser).
 */
function OwnerProposals({ children }: { children: ReactNode }) {
  const slot = typeof document === "undefined" ? null : document.getElementById(OWNER_MAIN_SLOT);
  return slot ? createPortal(children, slot) : children;
}
