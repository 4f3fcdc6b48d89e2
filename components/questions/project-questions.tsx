import { MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";

import { useLongDate } from "@/components/projects/use-project-facts";
import type { NoteEntry, QuestionEntry } from "@/lib/questions/shapes";
import { QUESTIONS_SLOT } from "./slot";

/** The homeowner's notes for contractors, newest first; nothing when there are none. */
export function ProjectNotes({ notes }: { notes: NoteEntry[] }) {
  const t = useTranslations("questions");
  const date = useLongDate();
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
            <p className="mt-1 whitespace-pre-line">{note.note}</p>
          </li>
        ))}
      </ul>
    </section>
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
 * and the place the reader's own part fills (QUESTIONS_SLOT).
 */
export function ProjectQuestionsSection({ questions }: { questions: QuestionEntry[] }) {
  const t = useTranslations("questions");
  const answered = questions.filter((question) => question.answer !== null);
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
