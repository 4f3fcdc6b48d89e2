import { z } from "zod";

import { CONTENT_KINDS, CONTENT_REPORT_REASONS } from "@/lib/moderation/rules";

import { defineMailTemplate } from "./define";
import { url } from "./fields";

/**
 * To the operator's own inbox (never to a stranger): the first report of a question, an answer
 * or a note. The text as written, for the operator to judge; the decision is taken in the inbox.
 */
export const contentReported = defineMailTemplate({
  schema: z.object({
    kind: z.enum(CONTENT_KINDS),
    reason: z.enum(CONTENT_REPORT_REASONS),
    text: z.string().nullable(),
    title: z.string(),
    parts: z.array(
      z.object({ part: z.enum(["question", "answer", "note", "message"]), text: z.string() }),
    ),
    projectUrl: url,
    inboxUrl: url,
  }),
  subject: (p, { t }) => t("contentReported.subject", { kind: p.kind }),
  body: (p, { t }) => [
    { text: t("contentReported.body", { kind: p.kind, title: p.title }) },
    { text: t("contentReported.reason", { reason: t(`contentReported.reasons.${p.reason}`) }) },
    ...(p.text ? [{ text: t("contentReported.said") }, { pre: p.text }] : []),
    ...p.parts.flatMap((part) => [
      { text: t(`contentReported.parts.${part.part}`) },
      { pre: part.text },
    ]),
    { label: t("contentReported.projectLabel"), url: p.projectUrl },
    { text: t("contentReported.inbox", { url: p.inboxUrl }) },
  ],
});
