"use client";

import { FileSignature, Mail, MapPin, Undo2, UserRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

import Link from "@/components/common/link";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { LoadError } from "@/components/common/load-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { fetchTrackedProposal, withdrawProposal } from "@/lib/client/api";
import {
  forgetTrackingToken,
  getTrackingToken,
  saveTrackingToken,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import { formatCents } from "@/lib/money";
import type { TrackedProposal } from "@/lib/api-shapes";
import type { ProposalStatus } from "@/lib/validation/options";

type TrackerState =
  | { kind: "loading" }
  /** No token works for this proposal: nothing of it is shown. */
  | { kind: "invalid" }
  /** The server could not answer (offline, 5xx): the token is kept and may be tried again. */
  | { kind: "error"; token: string }
  /** `linkRefused`: a link was opened whose token does not work, and the stored one was used. */
  | { kind: "ready"; token: string; tracked: TrackedProposal; linkRefused: boolean };

/**
 * The tracking link's token (`#track=`, taken out of the address bar), else the one this browser
 * kept. A token that works is kept; a stored one the server refuses is dropped.
 */
async function loadTracked(proposalId: number, fromLink: string | null): Promise<TrackerState> {
  const stored = getTrackingToken(proposalId);
  const candidates = [...new Set([fromLink, stored])].filter((token): token is string =>
    Boolean(token),
  );
  for (const token of candidates) {
    const result = await tokenVerdict(() => fetchTrackedProposal(proposalId, token));
    if (result.verdict === "accepted") {
      if (token !== stored) saveTrackingToken(proposalId, token);
      const linkRefused = fromLink !== null && token !== fromLink;
      return { kind: "ready", token, tracked: result.value, linkRefused };
    }
    if (result.verdict === "unknown") {
      // Unchecked: kept for the retry, but it never replaces a stored token.
      if (!stored) saveTrackingToken(proposalId, token);
      return { kind: "error", token };
    }
    if (token === stored) forgetTrackingToken(proposalId);
  }
  return { kind: "invalid" };
}

/** What a contractor sees through a proposal's private tracking link. */
export function ProposalTracker({ proposalId }: { proposalId: number }) {
  const t = useTranslations("tracker");
  const [state, setState] = useState<TrackerState>({ kind: "loading" });
  // Read once: the helper removes the token from the address, so a second effect run finds none.
  const linkToken = useRef<string | null | undefined>(undefined);

  const load = useCallback(
    (fromLink: string | null) => {
      let active = true;
      void loadTracked(proposalId, fromLink).then((result) => {
        if (active) setState(result);
      });
      return () => {
        active = false;
      };
    },
    [proposalId],
  );

  useEffect(() => {
    if (linkToken.current === undefined) linkToken.current = takeTokenFromAddress("track");
    return load(linkToken.current);
  }, [load]);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {t("loading")}
      </p>
    );
  }
  if (state.kind === "invalid") {
    return (
      <p
        role="alert"
        className="border-destructive/40 bg-destructive/10 rounded-lg border p-4"
        data-testid="tracking-invalid"
      >
        {t("invalid")}
      </p>
    );
  }
  if (state.kind === "error") {
    return (
      <LoadError
        message={t("loadError")}
        retryLabel={t("retry")}
        onRetry={() => {
          setState({ kind: "loading" });
          load(state.token);
        }}
      />
    );
  }
  return (
    <div className="space-y-6">
      {state.linkRefused ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-lg border p-4 text-sm"
          data-testid="tracking-link-refused"
        >
          {t("invalidLinkKept")}
        </p>
      ) : null}
      <TrackedView
        tracked={state.tracked}
        token={state.token}
        onChange={(tracked) => setState({ ...state, tracked })}
      />
    </div>
  );
}

const STATUS_BADGE: Record<ProposalStatus, BadgeProps["variant"]> = {
  pending: "secondary",
  accepted: "success",
  declined: "outline",
  withdrawn: "outline",
};

function TrackedView({
  tracked,
  token,
  onChange,
}: {
  tracked: TrackedProposal;
  token: string;
  onChange: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const statusLabels = useTranslations("project.statusLabels");
  const format = useFormatter();
  const { proposal, project, homeowner } = tracked;
  const projectStatus = statusLabels.has(project.status)
    ? statusLabels(project.status)
    : project.status;
  const quote = proposal.structured;
  const details = [
    ...(quote
      ? [
          [t("total"), formatCents(quote.totalCents)],
          [t("subtotal"), formatCents(quote.subtotalCents)],
          [t("hst"), quote.hstRegistered ? formatCents(quote.hstCents) : t("noHst")],
        ]
      : [[t("bid"), proposal.bidAmount]]),
    [t("timeline"), proposal.timeline],
    [t("email"), proposal.contractorEmail],
    [t("phone"), proposal.contractorPhone],
    [t("warranty"), proposal.warranty],
    [t("materials"), proposal.materials],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="proposal-status-heading"
        className="border-border bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="proposal-status-heading" className="text-lg font-semibold">
            {t("statusHeading")}
          </h2>
          <Badge
            variant={STATUS_BADGE[proposal.status]}
            className="px-3 py-1 text-sm"
            data-testid="proposal-status"
          >
            {t(`status.${proposal.status}`)}
          </Badge>
        </div>
        <p className="text-muted-foreground">{t(`statusNote.${proposal.status}`)}</p>
        {proposal.status === "pending" ? (
          <WithdrawButton proposalId={proposal.id} token={token} onWithdrawn={onChange} />
        ) : null}
      </section>

      {proposal.agreementId ? (
        <section
          aria-labelledby="agreement-heading"
          className="border-primary/40 bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
          data-testid="tracker-agreement"
        >
          <h2 id="agreement-heading" className="flex items-center gap-2 text-lg font-semibold">
            <FileSignature className="text-primary size-5" aria-hidden />
            {t("agreementHeading")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("agreementBody")}</p>
          <Button asChild>
            <Link href={`/agreement/${proposal.agreementId}#key=${encodeURIComponent(token)}`}>
              {t("agreementOpen")}
            </Link>
          </Button>
        </section>
      ) : null}

      {homeowner ? (
        <section
          aria-labelledby="homeowner-contact"
          className="border-success/40 bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
          data-testid="homeowner-contact"
        >
          <h2 id="homeowner-contact" className="text-lg font-semibold">
            {t("contactHeading")}
          </h2>
          <dl className="grid gap-2 text-sm">
            <div className="flex items-center gap-2">
              <UserRound className="text-muted-foreground size-4 shrink-0" aria-hidden />
              <dt className="sr-only">{t("contactName")}</dt>
              <dd className="font-medium">{homeowner.name}</dd>
            </div>
            {homeowner.email ? (
              <div className="flex items-center gap-2">
                <Mail className="text-muted-foreground size-4 shrink-0" aria-hidden />
                <dt className="sr-only">{t("contactEmail")}</dt>
                <dd className="min-w-0 break-all">
                  <a
                    href={`mailto:${homeowner.email}`}
                    className="text-primary font-medium underline underline-offset-4"
                  >
                    {homeowner.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {homeowner.email ? null : <p className="text-muted-foreground text-sm">{t("noEmail")}</p>}
        </section>
      ) : null}

      <section
        aria-labelledby="tracked-project"
        className="border-border bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
      >
        <h2 id="tracked-project" className="text-muted-foreground text-sm font-medium">
          {t("projectHeading")}
        </h2>
        <p className="text-lg font-semibold">
          <Link
            href={`/project/${project.displayId}`}
            className="underline-offset-4 hover:underline"
          >
            {project.title}
          </Link>
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <MapPin className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{t("location")}</dt>
            <dd>{project.location}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t("projectStatus")}:</dt>
            <dd className="font-medium" data-testid="tracked-project-status">
              {projectStatus}
            </dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="tracked-proposal"
        className="border-border bg-card space-y-4 rounded-lg border p-5 shadow-sm sm:p-6"
      >
        <div>
          <h2 id="tracked-proposal" className="text-lg font-semibold">
            {t("proposalHeading")}
          </h2>
          <p className="text-muted-foreground text-sm">
            {proposal.contractorName} ·{" "}
            {t("submitted", {
              date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "medium" }),
            })}
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="proposal-details">
          {details.map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-2">
              <dt className="text-muted-foreground shrink-0">{label}:</dt>
              <dd className="min-w-0 font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {(
          [
            [t("approach"), proposal.approach],
            [t("experience"), proposal.experience],
            [t("notes"), proposal.additionalNotes],
          ] as const
        )
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="space-y-1 text-sm">
              <h3 className="font-medium">{label}</h3>
              <p className="text-muted-foreground whitespace-pre-line">{value}</p>
            </div>
          ))}
      </section>
    </div>
  );
}

/** Withdraw proposal, after a confirmation; the page then shows the withdrawn state. */
function WithdrawButton({
  proposalId,
  token,
  onWithdrawn,
}: {
  proposalId: number;
  token: string;
  onWithdrawn: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      const tracked = await withdrawProposal(proposalId, token);
      setOpen(false);
      toast.success(t("withdrawn"));
      onWithdrawn(tracked);
    } catch (error) {
      toast.error(t("withdrawError"), { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Undo2 aria-hidden />
          {t("withdraw")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("withdrawTitle")}</DialogTitle>
          <DialogDescription>{t("withdrawBody")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()}>
            {pending ? t("withdrawing") : t("confirmWithdraw")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
