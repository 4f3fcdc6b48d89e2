import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DecisionButtons } from "@/components/proposals/proposal-decision";
import type { ProposalDecisions } from "@/components/proposals/use-proposal-decisions";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import messages from "@/messages/en.json";

// The owner's decision buttons on a proposal that stands and on one that lapsed: a lapsed one
// cannot be accepted (the server answers 409 too), and the line says why.
const decisions = { hired: false, pending: false, token: "t" } as unknown as ProposalDecisions;

const render = (fields: Partial<OwnerProposal>) =>
  renderToString(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="America/Toronto">
      <DecisionButtons
        proposal={
          {
            id: 1,
            status: "pending",
            agreementId: null,
            validUntil: "2026-12-20T15:00:00.000Z",
            lapsed: false,
            ...fields,
          } as OwnerProposal
        }
        decisions={decisions}
      />
    </NextIntlClientProvider>,
  ).replace(/<!-- -->/g, "");

describe("a proposal's validity on the owner's side", () => {
  it("says until when a pending proposal stands, beside Accept", () => {
    const html = render({});
    expect(html).toContain("Stands until December 20, 2026.");
    expect(html).toContain(">Accept<");
  });

  it("offers no Accept on a lapsed proposal and says the contractor can renew it", () => {
    const html = render({ validUntil: "2026-11-20T15:00:00.000Z", lapsed: true });
    expect(html).toContain(
      "Lapsed on November 20, 2026: it cannot be accepted unless the contractor renews it.",
    );
    expect(html).not.toContain(">Accept<");
    expect(html).toContain(">Decline<");
  });

  it("says nothing of validity on a proposal sent before proposals lapsed, or once decided", () => {
    expect(render({ validUntil: null })).not.toContain("proposal-validity");
    expect(render({ status: "declined" })).not.toContain("Stands until");
  });
});
