"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { useLongDate } from "@/components/projects/use-project-facts";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import {
  addProjectNote,
  answerProjectQuestion,
  fetchProjectQuestions,
  removeProjectNote,
} from "@/lib/questions/client";
import { ANSWER_MAX_LENGTH, NOTE_MAX_LENGTH } from "@/lib/questions/rules";
import type { NoteEntry, QuestionEntry } from "@/lib/questions/shapes";
import { QuestionItem } from "./project-questions";
import { TextForm } from "./text-form";

/**
 * The homeowner's part of the questions section: each question waiting for their answer, with
 * its answer form, and the notes they add for contractors. Opened from the e-mail of a question
 * (`#questions` once the manage token is read), the page goes to the first answer form.
 */
export function OwnerQuestions({
  rowId,
  token,
  operator,
}: {
  rowId: number;
  token: string;
  operator: boolean;
}) {
  const t = useTranslations("questions");
  const router = useRouter();
  const [waiting, setWaiting] = useState<QuestionEntry[] | "failed" | null>(null);
  const [notes, setNotes] = useState<NoteEntry[]>([]);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    fetchProjectQuestions(rowId, token).then(
      (read) => {
        if (!active) return;
        setWaiting(read.questions.filter((question) => question.answer === null));
        setNotes(read.notes);
      },
      () => active && setWaiting("failed"),
    );
    return () => {
      active = false;
    };
  }, [rowId, token]);
  const loaded = Array.isArray(waiting);
  useEffect(() => {
    if (loaded && window.location.hash === "#questions") {
      section.current?.scrollIntoView({ block: "start" });
      section.current?.querySelector("textarea")?.focus({ preventScroll: true });
    }
  }, [loaded]);
  if (waiting === null) return null;
  if (waiting === "failed") {
    return (
      <p role="alert" className="text-sm">
        {t("loadError")}
      </p>
    );
  }
  return (
    <div
      ref={section}
      className="border-primary/40 bg-card scroll-mt-24 space-y-6 rounded-lg border p-5 shadow-sm"
      data-testid="owner-questions"
    >
      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{t("waitingTitle")}</h3>
        {waiting.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="none-waiting">
            {t("noneWaiting")}
          </p>
        ) : (
          <ul className="space-y-6">
            {waiting.map((question) => (
              <li key={question.id} className="space-y-3" data-testid="waiting-question">
                <QuestionItem question={question} />
                {operator ? null : (
                  <TextForm
                    id={`answer-${question.id}`}
                    name="answer"
                    label={t("answerLabel")}
                    hint={t("answerHint")}
                    maxLength={ANSWER_MAX_LENGTH}
                    submitLabel={t("answerSubmit")}
                    failed={t("answerError")}
                    loadSchema={() =>
                      import("@/lib/questions/schema").then((module) => module.answerQuestionSchema)
                    }
                    send={(answer) => answerProjectQuestion(rowId, question.id, { answer }, token)}
                    onSent={() => {
                      setWaiting((earlier) =>
                        Array.isArray(earlier)
                          ? earlier.filter((other) => other.id !== question.id)
                          : earlier,
                      );
                      toast.success(t("answerSaved"));
                      router.refresh();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {operator ? null : (
        <OwnerNotes
          rowId={rowId}
          token={token}
          notes={notes}
          onChange={(next) => {
            setNotes(next);
            router.refresh();
          }}
        />
      )}
    </div>
  );
}

function OwnerNotes({
  rowId,
  token,
  notes,
  onChange,
}: {
  rowId: number;
  token: string;
  notes: NoteEntry[];
  onChange: (notes: NoteEntry[]) => void;
}) {
  const t = useTranslations("questions");
  const date = useLongDate();
  const [removing, setRemoving] = useState<number | null>(null);
  return (
    <div className="space-y-4" data-testid="owner-notes">
      <h3 className="text-lg font-semibold">{t("noteTitle")}</h3>
      <TextForm
        id={`note-${rowId}`}
        name="note"
        label={t("noteLabel")}
        hint={t("noteHint")}
        maxLength={NOTE_MAX_LENGTH}
        submitLabel={t("noteSubmit")}
        failed={t("noteError")}
        loadSchema={() => import("@/lib/questions/schema").then((module) => module.addNoteSchema)}
        send={(note) => addProjectNote(rowId, { note }, token)}
        onSent={(note) => {
          onChange([note, ...notes]);
          toast.success(t("noteSaved"));
        }}
      />
      {notes.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-medium">{t("yourNotes")}</h4>
          <ul className="space-y-2">
            {notes.map((note) => (
              <li key={note.id} className="flex items-start justify-between gap-3 text-sm">
                <p className="min-w-0">
                  <span className="text-muted-foreground text-xs">
                    {t("noted", { date: date(note.postedAt)! })}
                  </span>{" "}
                  <span className="line-clamp-2 whitespace-pre-line">{note.note}</span>
                </p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={removing === note.id}
                  aria-label={t("removeNoteOf", { date: date(note.postedAt)! })}
                  onClick={async () => {
                    setRemoving(note.id);
                    try {
                      await removeProjectNote(rowId, note.id, token);
                      onChange(notes.filter((other) => other.id !== note.id));
                      toast.success(t("noteRemoved"));
                    } catch (failure) {
                      toast.error(t("removeError"), { description: (failure as Error).message });
                    } finally {
                      setRemoving(null);
                    }
                  }}
                >
                  <Trash2 aria-hidden />
                  {t("removeNote")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
