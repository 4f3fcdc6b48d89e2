"use client";

import { Flag, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { reportWriteError } from "@/lib/client/write-error";
import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
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
import { toast } from "@/lib/client/toast";
import { reportContent } from "@/lib/moderation/client";
import type { ReportContentInput } from "@/lib/moderation/schema";
import {
  CONTENT_REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ContentKind,
  type ContentReportReason,
} from "@/lib/moderation/rules";
import { removeProjectNote } from "@/lib/questions/client";
import { useOwnerToken } from "./owner-token";

/**
 * The controls under a public question or note: Report for every reader; on a note, Remove
 * instead for its homeowner (their manage token known to this browser), so the owner sees each
 * note once, in the page's own list.
 */
export function EntryActions({
  rowId,
  kind,
  targetId,
  date,
}: {
  rowId: number;
  kind: Exclude<ContentKind, "message">;
  targetId: number;
  /** The entry's date as shown, for the controls' accessible names. */
  date: string;
}) {
  const token = useOwnerToken(rowId);
  if (kind === "note" && token) {
    return <RemoveNote rowId={rowId} noteId={targetId} token={token} date={date} />;
  }
  return (
    <ReportEntry
      kind={kind}
      targetId={targetId}
      date={date}
      send={(input) => reportContent(rowId, kind, targetId, input)}
    />
  );
}

function RemoveNote({
  rowId,
  noteId,
  token,
  date,
}: {
  rowId: number;
  noteId: number;
  token: string;
  date: string;
}) {
  const t = useTranslations("questions");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="text-muted-foreground"
      disabled={pending}
      aria-label={t("removeNoteOf", { date })}
      data-testid="remove-note"
      onClick={async () => {
        setPending(true);
        try {
          await removeProjectNote(rowId, noteId, token);
          toast.success(t("noteRemoved"));
          router.refresh();
        } catch (failure) {
          toast.error(t("removeError"), { description: (failure as Error).message });
        } finally {
          setPending(false);
        }
      }}
    >
      <Trash2 aria-hidden />
      {t("removeNote")}
    </Button>
  );
}

const OPEN_LABEL = { question: "openQuestion", note: "openNote", message: "openMessage" } as const;
const TITLE = { question: "titleQuestion", note: "titleNote", message: "titleMessage" } as const;

/**
 * Report and its dialog (a reason from the list, optional words): the one way to report what is
 * said, on a project's page and in a conversation; `send` takes it to the item's own endpoint.
 */
export function ReportEntry({
  kind,
  targetId,
  date,
  send,
}: {
  kind: ContentKind;
  targetId: number;
  date: string;
  send: (input: ReportContentInput) => Promise<unknown>;
}) {
  const t = useTranslations("questions.report");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ContentReportReason | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const website = useRef<HTMLInputElement | null>(null);
  const id = `report-${kind}-${targetId}`;
  if (sent) {
    return (
      <p role="status" className="text-muted-foreground text-xs" data-testid="entry-reported">
        {t("sent")}
      </p>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          aria-label={t(OPEN_LABEL[kind], { date })}
          data-testid="report-entry"
        >
          <Flag aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t(TITLE[kind])}</DialogTitle>
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
              await send({
                reason,
                ...(text.trim() ? { text } : {}),
                ...(website.current?.value ? { website: website.current.value } : {}),
              });
              setOpen(false);
              setSent(true);
              toast.success(t("sent"));
            } catch (failure) {
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
          <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="text-sm font-medium">{t("reasonLabel")}</legend>
            {CONTENT_REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="mt-1"
                />
                <span>{t(`reason.${value}`)}</span>
              </label>
            ))}
            {error ? (
              <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
          <Field id={`${id}-text`} label={t("textLabel")}>
            <Textarea
              {...fieldAria(`${id}-text`)}
              rows={3}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <HoneypotField
            id={`${id}-website`}
            name="website"
            ref={(element) => {
              website.current = element;
            }}
            onChange={async () => {}}
            onBlur={async () => {}}
          />
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
