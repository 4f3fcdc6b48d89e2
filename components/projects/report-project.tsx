"use client";

import { Flag } from "lucide-react";
import Link from "@/components/common/link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field, fieldAria } from "@/components/forms/field";
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
import { Textarea } from "@/components/ui/textarea";
import { reportWriteError } from "@/lib/client/write-error";
import { ApiRequestError } from "@/lib/client/api";
import { reportProject } from "@/lib/projects/client";
import { toast } from "@/lib/client/toast";
import { REPORT_REASONS, type ReportReason } from "@/lib/projects/shapes";

/**
 * "Report this project": a signed-in contractor tells the operator that a listed project is fake,
 * already done, against the rules, or carries contact details. Three contractors' reports take
 * it off the list until the operator decides.
 */
export function ReportProject({ rowId }: { rowId: number }) {
  const t = useTranslations("projectReport");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<"idle" | "sent" | "sign-in">("idle");
  if (state === "sent") {
    return (
      <p role="status" className="text-muted-foreground text-xs" data-testid="project-reported">
        {t("sent")}
      </p>
    );
  }
  if (state === "sign-in") {
    return (
      <p role="status" className="text-xs" data-testid="project-report-sign-in">
        {t("signIn")}{" "}
        <Link href="/pro/sign-in" className="text-primary font-medium underline">
          {t("signInLink")}
        </Link>
      </p>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Flag aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason) {
              setError(t("chooseReason"));
              return;
            }
            setPending(true);
            setError(undefined);
            try {
              await reportProject(rowId, { reason, ...(note.trim() ? { note } : {}) });
              setOpen(false);
              setState("sent");
              toast.success(t("sent"));
            } catch (failure) {
              if (failure instanceof ApiRequestError && failure.status === 401) {
                setOpen(false);
                setState("sign-in");
                return;
              }
              reportWriteError(
                failure,
                (field, message) => (field === "reason" ? (setError(message), true) : false),
                t("error"),
              );
            } finally {
              setPending(false);
            }
          }}
        >
          <fieldset
            className="space-y-2"
            aria-describedby={error ? "report-reason-error" : undefined}
          >
            <legend className="text-sm font-medium">{t("reasonLabel")}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="mt-1"
                />
                <span>{t(`reason.${value}`)}</span>
              </label>
            ))}
            {error ? (
              <p id="report-reason-error" className="text-destructive text-sm" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
          <Field id={`report-note-${rowId}`} label={t("noteLabel")}>
            <Textarea
              {...fieldAria(`report-note-${rowId}`)}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
