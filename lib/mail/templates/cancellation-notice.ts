import { z } from "zod";

import { CANCELLATION_REASONS } from "@/content/agreement-scope";
import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To each party: the homeowner gave notice of cancellation of their confirmed agreement, dated,
 * with the reason given and what the Consumer Protection Act, 2002 says follows (ss. 92 and 96;
 * docs/decisions/0018-agreements-and-ontario-consumer-law.md). The site records the notice; it does not decide whether it is valid.
 */
export const cancellationNotice = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    /** The agreement's number, as its title prints it ("No. 12"). */
    agreement: z.number().int().positive(),
    title: z.string(),
    /** The party the e-mail goes to. */
    party: z.enum(["homeowner", "contractor"]),
    homeowner: z.string(),
    contractor: z.string(),
    reason: z.enum(CANCELLATION_REASONS),
    explanation: z.string().nullable(),
    givenAt: z.iso.datetime(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t("cancellationNotice.subject", { project: subjectProject(p.project), number: p.agreement }),
  body: (p, { t, dateTime }) => [
    {
      text: t(`cancellationNotice.given.${p.party}`, {
        brand: site.brand,
        at: dateTime(p.givenAt),
        number: p.agreement,
        title: p.title,
        homeowner: p.homeowner,
        contractor: p.contractor,
      }),
    },
    { text: t(`cancellationNotice.reason.${p.reason}`) },
    ...(p.explanation
      ? [{ text: t("cancellationNotice.explanation") }, { pre: p.explanation }]
      : []),
    { text: t(`cancellationNotice.right.${p.reason}`) },
    { text: t("cancellationNotice.follows") },
    { text: t("cancellationNotice.proof") },
    { text: t("cancellationNotice.notDecided", { brand: site.brand }) },
    { label: t("cancellationNotice.label"), url: p.private.agreementUrl },
  ],
});
