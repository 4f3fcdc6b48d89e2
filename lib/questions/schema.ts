import { z } from "zod";

import { requiredText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { ANSWER_MAX_LENGTH, NOTE_MAX_LENGTH, QUESTION_MAX_LENGTH } from "./rules";

// The bodies of a project's questions calls, shared by the forms and the route handlers.

// POST /api/projects/{rowId}/questions
export const askQuestionSchema = z.object({
  question: requiredText(QUESTION_MAX_LENGTH, invalid("questionRequired"), { multiline: true }),
});
export type AskQuestionInput = z.input<typeof askQuestionSchema>;

// POST /api/projects/{rowId}/questions/{questionId}/answer
export const answerQuestionSchema = z.object({
  answer: requiredText(ANSWER_MAX_LENGTH, invalid("answerRequired"), { multiline: true }),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionSchema>;

// POST /api/projects/{rowId}/notes
export const addNoteSchema = z.object({
  note: requiredText(NOTE_MAX_LENGTH, invalid("noteRequired"), { multiline: true }),
});
export type AddNoteInput = z.input<typeof addNoteSchema>;
