"use client";

import { CheckCircle2, Copy, Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";

import Link from "@/components/common/link";
import { sentProposalFor } from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";
import type { StoredProposal } from "./proposal-form-dialog";

// The form (validation, selects, dialog) is loaded when a contractor points at or presses the
// button, so visitors who only read a project page never download it.
const ProposalFormDialog = dynamic(
  () => import("./proposal-form-dialog").then((module) => module.ProposalFormDialog),
  { ssr: false },
);

/** The tracking link's path: the token travels in the fragment, which the tracking page removes. */
const trackingPath = ({ id, trackingToken }: { id: number; trackingToken: string }) =>
  `/proposal/${id}#track=${encodeURIComponent(trackingToken)}`;

const noSubscription = () => () => {};

/**
 * The proposal this browser sent on the project before, read from storage after hydration (the
 * server renders the page for everyone). The snapshot is a string, so it compares equal.
 */
function useSentProposal(projectId: number) {
  const snapshot = useSyncExternalStore(
    noSubscription,
    () => {
      const sent = sentProposalFor(projectId);
      return sent ? `${sent.id} ${sent.trackingToken}` : "";
    },
    () => "",
  );
  if (!snapshot) return null;
  const [id, trackingToken] = snapshot.split(" ");
  return { id: Number(id), trackingToken: trackingToken! };
}

/** Submit Proposal, on any open project: a sample request (2000+) or a posted project (3000+). */
export function ProposalDialog({
  projectId,
  projectTitle,
  projectCategory,
  projectLocation,
  onSubmitted,
  triggerClassName,
}: {
  projectId: number;
  projectTitle: string;
  /** With the location, decides which licences the itemised quote asks for. */
  projectCategory: string;
  projectLocation: string;
  onSubmitted?: () => void;
  triggerClassName?: string;
}) {
  const t = useTranslations("proposal");
  const { wanted, triggerProps, dialogProps } = useDialogOnDemand();
  const [stored, setStored] = useState<StoredProposal | null>(null);
  // A proposal this browser sent here before (read after hydration: the page itself is shared).
  const earlier = useSentProposal(projectId);
  const sent = stored !== null || earlier !== null;
  return (
    <>
      {earlier && !stored ? <SentBefore proposal={earlier} /> : null}
      <Button
        variant={sent ? "outline" : "accent"}
        size={sent ? "default" : "lg"}
        className={triggerClassName}
        {...triggerProps}
      >
        <Send aria-hidden />
        {t(sent ? "openAgain" : "open")}
      </Button>
      {stored ? <TrackingLink proposal={stored} /> : null}
      {wanted ? (
        <ProposalFormDialog
          projectId={projectId}
          projectTitle={projectTitle}
          projectCategory={projectCategory}
          projectLocation={projectLocation}
          onSubmitted={onSubmitted}
          onStored={setStored}
          {...dialogProps}
        />
      ) : null}
    </>
  );
}

/** On a later visit: this browser sent a proposal here, and where to follow it. */
function SentBefore({ proposal }: { proposal: { id: number; trackingToken: string } }) {
  const t = useTranslations("proposal");
  return (
    <div
      role="status"
      className="border-success/40 bg-card space-y-2 rounded-lg border p-4 text-left shadow-sm"
      data-testid="proposal-sent-before"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="text-success size-5 shrink-0" aria-hidden />
        {t("sentTitle")}
      </p>
      <Link
        href={trackingPath(proposal)}
        className="text-primary inline-block text-sm font-medium underline-offset-4 hover:underline"
      >
        {t("openTracking")}
      </Link>
    </div>
  );
}

/** After a stored proposal: its private tracking link, shown this once beside the button. */
function TrackingLink({ proposal }: { proposal: StoredProposal }) {
  const t = useTranslations("proposal");
  const inputId = useId();
  const path = trackingPath(proposal);
  const url = `${window.location.origin}${path}`;
  return (
    <div
      role="status"
      className="border-success/40 bg-card space-y-3 rounded-lg border p-4 text-left shadow-sm"
      data-testid="proposal-tracking"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="text-success size-5 shrink-0" aria-hidden />
        {t("sentTitle")}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t("trackingTitle")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            readOnly
            value={url}
            data-testid="tracking-link"
            onFocus={(event) => event.target.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              await navigator.clipboard?.writeText(url).catch(() => {});
              toast.success(t("copied"));
            }}
          >
            <Copy aria-hidden />
            {t("copy")}
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground text-sm">
        {t(proposal.receiptEmailed ? "trackingBody" : "trackingBodyNotEmailed")}
      </p>
      <Link
        href={path}
        className="text-primary inline-block text-sm font-medium underline-offset-4 hover:underline"
      >
        {t("openTracking")}
      </Link>
    </div>
  );
}
