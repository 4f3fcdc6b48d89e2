"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { toast } from "@/lib/client/toast";
import {
  addProjectNote,
  answerProjectQuestion,
  fetchProjectQuestions,
} from "@/lib/questions/client";
import { ANSWER_MAX_LENGTH, NOTE_MAX_LENGTH } from "@/lib/questions/rules";
import type { NoteEntry, QuestionEntry } from "@/lib/questions/shapes";
import { publishOwnerToken } from "./owner-token";
import { QuestionItem, RemovedEntries } from "./project-questions";
import { TextForm } from "./text-form";

/**
 * The homeowner's part of the questions section: each question waiting for their answer, with
 * its answer form, the form for a note for contractors (the notes themselves are in the page's
 * list, with Remove), and what the operator removed. Opened from the e-mail of a question
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
  const [removed, setRemoved] = useState<(QuestionEntry | NoteEntry)[]>([]);
  const section = useRef<HTMLDivElement>(null);
  // The page's note list shows Remove to the homeowner, not to the operator.
  useEffect(() => {
    if (operator) return;
    publishOwnerToken(rowId, token);
    return () => publishOwnerToken(rowId, null);
  }, [rowId, token, operator]);
  useEffect(() => {
    let active = true;
    fetchProjectQuestions(rowId, token).then(
      (read) => {
        if (!active) return;
        setWaiting(
          read.questions.filter((question) => question.answer === null && !question.removed),
        );
        setRemoved([
          ...read.questions.filter((question) => question.removed),
          ...read.notes.filter((note) => note.removed),
        ]);
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
      {removed.length > 0 ? <RemovedEntries entries={removed} /> : null}
      {operator ? null : (
        <OwnerNotes rowId={rowId} token={token} onAdded={() => router.refresh()} />
      )}
    </div>
  );
}

function OwnerNotes({
  rowId,
  token,
  onAdded,
}: {
  rowId: number;
  token: string;
  onAdded: () => void;
}) {
  const t = useTranslations("questions");
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
        onSent={() => {
          toast.success(t("noteSaved"));
          onAdded();
        }}
      />
    </div>
  );
}
