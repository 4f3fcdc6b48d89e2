"use client";

import { MessageCirclePlus } from "lucide-react";
import Link from "@/components/common/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/lib/client/toast";
import { askProjectQuestion, fetchProjectQuestions } from "@/lib/questions/client";
import { MAX_OPEN_QUESTIONS, QUESTION_MAX_LENGTH } from "@/lib/questions/rules";
import type { ProjectQuestions, QuestionEntry } from "@/lib/questions/shapes";
import { QuestionItem, RemovedEntries } from "./project-questions";
import { TextForm } from "./text-form";

/**
 * A contractor's part of the questions section: signed in, their own questions still waiting for
 * the homeowner and "Ask a question" (while fewer than three wait); without an account, how to
 * sign in. What it shows comes from the server's answer for this browser's session.
 */
export function ContractorQuestions({ rowId }: { rowId: number }) {
  const t = useTranslations("questions");
  const [read, setRead] = useState<ProjectQuestions | "failed" | null>(null);
  const [asked, setAsked] = useState<QuestionEntry[]>([]);
  useEffect(() => {
    let active = true;
    fetchProjectQuestions(rowId).then(
      (answer) => active && setRead(answer),
      () => active && setRead("failed"),
    );
    return () => {
      active = false;
    };
  }, [rowId]);
  if (read === null) return null;
  if (read === "failed") {
    return (
      <p role="alert" className="text-sm">
        {t("loadError")}
      </p>
    );
  }
  if (read.reader.role !== "contractor") {
    return read.takesQuestions ? (
      <p className="text-sm" data-testid="questions-sign-in">
        {t("signIn")}{" "}
        <Link href="/pro" className="text-primary font-medium underline underline-offset-4">
          {t("signInLink")}
        </Link>
      </p>
    ) : null;
  }
  const waiting = [
    ...read.questions.filter(
      (question) => question.mine && question.answer === null && !question.removed,
    ),
    ...asked,
  ];
  const removed = read.questions.filter((question) => question.mine && question.removed);
  const canAsk = read.takesQuestions && waiting.length < MAX_OPEN_QUESTIONS;
  return (
    <div className="space-y-4" data-testid="contractor-questions">
      {waiting.length > 0 ? (
        <ul className="space-y-3">
          {waiting.map((question) => (
            <li
              key={question.id}
              className="border-border rounded-lg border border-dashed p-4"
              data-testid="my-waiting-question"
            >
              <p className="text-muted-foreground mb-1 text-xs font-medium">{t("yoursWaiting")}</p>
              <QuestionItem question={question} />
            </li>
          ))}
        </ul>
      ) : null}
      {removed.length > 0 ? <RemovedEntries entries={removed} /> : null}
      {canAsk ? (
        <AskQuestion
          rowId={rowId}
          onAsked={(question) => setAsked((earlier) => [...earlier, question])}
        />
      ) : read.takesQuestions ? (
        <p role="status" className="text-sm" data-testid="questions-open-limit">
          {t("openLimit", { max: MAX_OPEN_QUESTIONS })}
        </p>
      ) : null}
    </div>
  );
}

function AskQuestion({
  rowId,
  onAsked,
}: {
  rowId: number;
  onAsked: (question: QuestionEntry) => void;
}) {
  const t = useTranslations("questions");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <MessageCirclePlus aria-hidden />
          {t("ask")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("askTitle")}</DialogTitle>
          <DialogDescription>{t("askDescription")}</DialogDescription>
        </DialogHeader>
        <TextForm
          id={`ask-question-${rowId}`}
          name="question"
          label={t("questionLabel")}
          hint={t("questionHint", { max: MAX_OPEN_QUESTIONS })}
          maxLength={QUESTION_MAX_LENGTH}
          rows={4}
          submitLabel={t("send")}
          failed={t("error")}
          loadSchema={() =>
            import("@/lib/questions/schema").then((module) => module.askQuestionSchema)
          }
          send={(question) => askProjectQuestion(rowId, { question })}
          onSent={(result) => {
            setOpen(false);
            onAsked(result.question);
            toast.success(t(result.emailed ? "sent" : "sentNotEmailed"));
          }}
          footer={
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
