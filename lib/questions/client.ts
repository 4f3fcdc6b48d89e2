// The browser's calls about a project's questions and notes (docs/api.md).
import { call } from "@/lib/client/api";
import type { AddNoteInput, AnswerQuestionInput, AskQuestionInput } from "./schema";
import type { AnsweredQuestion, AskedQuestion, NoteEntry, ProjectQuestions } from "./shapes";

/** The project's questions as this browser may see them: with the manage token, or its session. */
export const fetchProjectQuestions = (rowId: number, token?: string | null) =>
  call<ProjectQuestions>(`/api/projects/${rowId}/questions`, { token, cache: "no-store" });

export const askProjectQuestion = (rowId: number, input: AskQuestionInput) =>
  call<AskedQuestion>(`/api/projects/${rowId}/questions`, {
    method: "POST",
    body: JSON.stringify(input),
  });

export const answerProjectQuestion = (
  rowId: number,
  questionId: number,
  input: AnswerQuestionInput,
  token: string,
) =>
  call<AnsweredQuestion>(`/api/projects/${rowId}/questions/${questionId}/answer`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });

export const addProjectNote = (rowId: number, input: AddNoteInput, token: string) =>
  call<NoteEntry>(`/api/projects/${rowId}/notes`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });

export const removeProjectNote = (rowId: number, noteId: number, token: string) =>
  call<void>(`/api/projects/${rowId}/notes/${noteId}`, { method: "DELETE", token });
