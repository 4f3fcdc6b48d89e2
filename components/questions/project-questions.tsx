import { MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";

import { useLongDate } from "@/components/projects/use-project-facts";
import type { NoteEntry, QuestionEntry } from "@/lib/questions/shapes";
import { EntryActions } from "./entry-actions";
import { QUESTIONS_SLOT } from "./slot";

/**
 * The homeowner's notes for contractors, newest first, each with Report (Remove for their
 * homeowner); nothing when there are none.
 */
export function ProjectNotes({ rowId, notes }: { rowId: number; notes: NoteEntry[] }) {
  const t = useTranslations("questions");
  const date = useLongDate();
  notes = notes.filter((note) => !note.removed);
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="homeowner-notes" data-testid="homeowner-notes">
      <h2 id="homeowner-notes" className="text-xl font-semibold">
        {t("notesTitle")}
      </h2>
      <ul className="mt-3 space-y-4">
        {notes.map((note) => (
          <li key={note.id} className="border-border border-l-2 pl-4" data-testid="homeowner-note">
            <p className="text-muted-foreground text-xs">
              {t("noted", { date: date(note.postedAt)! })}
            </p>
            <p className="mt-1 whitespace-pre-line" data-testid="note-text">
              {note.note}
            </p>
            <div className="-ml-3 flex">
              <EntryActions
                rowId={rowId}
                kind="note"
                targetId={note.id}
                date={date(note.postedAt)!}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the operator took off the page: dated, without its words, shown only to the homeowner and
 * to the contractor who asked.
 */
export function RemovedEntries({ entries }: { entries: (QuestionEntry | NoteEntry)[] }) {
  const t = useTranslations("questions");
  const date = useLongDate();
  return (
    <div className="space-y-2" data-testid="removed-entries">
      <h3 className="text-lg font-semibold">{t("removedTitle")}</h3>
      <ul className="space-y-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="text-muted-foreground border-border rounded-md border border-dashed p-3 text-sm"
            data-testid="removed-entry"
          >
            {"question" in entry
              ? t("removedQuestion", { date: date(entry.askedAt)! })
              : t("removedNote", { date: date(entry.postedAt)! })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One question and, once given, the homeowner's answer: never who asked. */
export function QuestionItem({ question }: { question: QuestionEntry }) {
  const t = useTranslations("questions");
  const date = useLongDate();
  return (
    <div className="space-y-2">
      <div>
        <p className="text-muted-foreground text-xs">
          {t(question.mine ? "youAsked" : "asked", { date: date(question.askedAt)! })}
        </p>
        <p className="mt-1 font-medium whitespace-pre-line" data-testid="question-text">
          {question.question}
        </p>
      </div>
      {question.answer !== null && question.answeredAt ? (
        <div className="border-primary/40 border-l-2 pl-4">
          <p className="text-muted-foreground text-xs">
            {t("answered", { date: date(question.answeredAt)! })}
          </p>
          <p className="text-muted-foreground mt-1 whitespace-pre-line" data-testid="answer-text">
            {question.answer}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Questions from contractors": the answered questions, oldest first, as every reader sees them,
 * each with Report, and the place the reader's own part fills (QUESTIONS_SLOT).
 */
export function ProjectQuestionsSection({
  rowId,
  questions,
}: {
  rowId: number;
  questions: QuestionEntry[];
}) {
  const t = useTranslations("questions");
  const date = useLongDate();
  const answered = questions.filter((question) => question.answer !== null && !question.removed);
  return (
    <section aria-labelledby="questions" className="space-y-4" data-testid="project-questions">
      <h2 id="questions" className="flex scroll-mt-24 items-center gap-2 text-xl font-semibold">
        <MessageCircleQuestion className="text-primary size-5" aria-hidden />
        {t("title")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      {answered.length > 0 ? (
        <ul className="space-y-5" data-testid="answered-questions">
          {answered.map((question) => (
            <li
              key={question.id}
              className="border-border bg-card rounded-lg border p-4"
              data-testid="answered-question"
            >
              <QuestionItem question={question} />
              <div className="-mb-2 flex justify-end">
                <EntryActions
                  rowId={rowId}
                  kind="question"
                  targetId={question.id}
                  date={date(question.askedAt)!}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm" data-testid="no-questions">
          {t("none")}
        </p>
      )}
      <div id={QUESTIONS_SLOT} className="empty:hidden" />
    </section>
  );
}
