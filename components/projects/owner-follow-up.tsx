"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { answerProjectReminder } from "@/lib/projects/client";
import { takeTokenFromAddress } from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import { takeFromFragment } from "@/lib/secret-links.mjs";
import {
  CLOSING_ANSWERS,
  REMINDER_ANSWERS,
  type ReminderAnswer,
} from "@/lib/projects/follow-up-answers";
import { takesProposals } from "@/lib/projects/project";
import type { ManagedProjectView } from "@/lib/projects/views";
import type { UpdateProjectInput } from "@/lib/projects/schema";

const isAnswer = (value: string | null): value is ReminderAnswer =>
  REMINDER_ANSWERS.includes(value as ReminderAnswer);

/**
 * The owner's follow-up of a project taking proposals (docs/decisions/0013-proposal-validity-and-follow-up.md): pause
 * new proposals, and say where the project stands, as the reminders ask. A reminder's answer link
 * (`#manage=…&answer=postponed`) opens here: "still deciding" is recorded at once, a closing
 * answer asks first. A closed project says why instead. Loaded for the owner only.
 */
export function OwnerFollowUp({
  project,
  token,
  pending,
  onUpdate,
}: {
  project: ManagedProjectView;
  token: string;
  pending: boolean;
  /** Saves a change; `failed` runs if the server refused it or could not be reached. */
  onUpdate: (patch: UpdateProjectInput, failed?: () => void) => void;
}) {
  const t = useTranslations("manage");
  if (project.closedReason && project.status === "cancelled") {
    return (
      <p role="status" className="text-sm" data-testid="closed-reason">
        {t(`closedBecause.${project.closedReason}`)}
      </p>
    );
  }
  if (!takesProposals(project)) return null;
  return (
    <div className="space-y-4">
      <PauseProposals paused={project.proposalsPaused} pending={pending} onUpdate={onUpdate} />
      <ProjectStanding rowId={project.rowId} token={token} />
    </div>
  );
}

function PauseProposals({
  paused,
  pending,
  onUpdate,
}: {
  paused: boolean;
  pending: boolean;
  onUpdate: (patch: UpdateProjectInput, failed?: () => void) => void;
}) {
  const t = useTranslations("manage");
  // The box shows the owner's choice at once, while it is saved and until the project read back
  // changes (the list's notice of new data comes a moment after the save); a refusal puts it back.
  const [requested, setRequested] = useState<{ value: boolean; from: boolean } | null>(null);
  const checked = requested && requested.from === paused ? requested.value : paused;
  return (
    <div className="border-border bg-muted/40 flex items-start gap-3 rounded-md border p-3">
      <input
        type="checkbox"
        id="pause-proposals"
        checked={checked}
        disabled={pending}
        onChange={(event) => {
          const proposalsPaused = event.target.checked;
          setRequested({ value: proposalsPaused, from: paused });
          onUpdate({ proposalsPaused }, () => setRequested(null));
        }}
        aria-describedby="pause-proposals-hint"
        className="accent-primary mt-0.5 size-4 shrink-0"
      />
      <div className="space-y-0.5">
        <label htmlFor="pause-proposals" className="text-sm font-medium">
          {t("pauseProposals")}
        </label>
        <p id="pause-proposals-hint" className="text-muted-foreground text-xs">
          {t("pauseProposalsHint")}
        </p>
      </div>
    </div>
  );
}

function ProjectStanding({ rowId, token }: { rowId: number; token: string }) {
  const t = useTranslations("manage");
  const router = useRouter();
  // The reminder's link names the answer (the manage token left the fragment already).
  const [fromLink] = useState(() => {
    const named = takeFromFragment(window.location.hash, "answer").token;
    return isAnswer(named) ? named : null;
  });
  const [confirming, setConfirming] = useState<ReminderAnswer | null>(
    fromLink && CLOSING_ANSWERS.includes(fromLink) ? fromLink : null,
  );
  const answer = useMutation({
    mutationFn: (chosen: ReminderAnswer) => answerProjectReminder(rowId, chosen, token),
    onSuccess: (_project, chosen) => {
      setConfirming(null);
      toast.success(t(CLOSING_ANSWERS.includes(chosen) ? "answeredClosed" : "answeredDeciding"));
      router.refresh();
    },
    onError: (error) => toast.error(t("answerError"), { description: error.message }),
  });
  const choose = (chosen: ReminderAnswer) =>
    CLOSING_ANSWERS.includes(chosen) ? setConfirming(chosen) : answer.mutate(chosen);

  // "Still deciding" needs no second tap; the answer then leaves the address bar.
  const { mutate } = answer;
  useEffect(() => {
    takeTokenFromAddress("answer");
    if (fromLink === "deciding") mutate(fromLink);
  }, [fromLink, mutate]);

  return (
    <section aria-labelledby="project-standing" className="space-y-2">
      <h3 id="project-standing" className="text-sm font-medium">
        {t("standingTitle")}
      </h3>
      <p className="text-muted-foreground text-xs">{t("standingHint")}</p>
      <div className="flex flex-wrap gap-2" data-testid="standing-answers">
        {REMINDER_ANSWERS.map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => choose(choice)}
          >
            {t(`answers.${choice}`)}
          </Button>
        ))}
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent closeLabel={t("cancel")}>
          <DialogHeader>
            <DialogTitle>
              {t("closeConfirmTitle", { answer: confirming ? t(`answers.${confirming}`) : "" })}
            </DialogTitle>
            <DialogDescription>{t("closeConfirmBody")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t("cancel")}
            </Button>
            <Button
              variant="destructive"
              disabled={answer.isPending}
              onClick={() => confirming && answer.mutate(confirming)}
            >
              {answer.isPending ? t("closing") : t("confirmClose")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
