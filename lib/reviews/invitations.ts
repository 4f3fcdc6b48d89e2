import "server-only";

import type { Database } from "@/lib/db/client";
import { issueAgreementLink } from "@/lib/agreements/mails";
import type { Loaded } from "@/lib/agreements/model";
import { enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";

/**
 * Both parties of an agreement just recorded completed are invited to review each other, each
 * with a private link that opens the agreement's page on its reviews, where the review is written
 * (the homeowner only when the project has an address).
 */
export async function inviteToReview(tx: Database, { row, proposal }: Loaded): Promise<void> {
  const base = { project: postedDisplayId(row.projectRowId), title: row.terms.project.title };
  const homeowner = row.homeownerName ?? row.terms.homeowner.name;
  const contractor = row.contractorName ?? proposal.contractorName;
  if (row.terms.homeowner.email) {
    await enqueueMail(tx, {
      template: "review-invitation",
      recipient: row.terms.homeowner.email,
      payload: {
        ...base,
        party: "homeowner",
        other: contractor,
        private: { agreementUrl: await issueAgreementLink(tx, row.id, "homeowner", "review") },
      },
    });
  }
  await enqueueMail(tx, {
    template: "review-invitation",
    recipient: proposal.contractorEmail,
    payload: {
      ...base,
      party: "contractor",
      other: homeowner,
      private: { agreementUrl: await issueAgreementLink(tx, row.id, "contractor", "review") },
    },
  });
}
