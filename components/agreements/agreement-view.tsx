"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { PrivateLinkStatus } from "@/components/common/private-link-status";
import { SignOutOthersButton } from "@/components/common/sign-out-others-button";
import { QueryProvider } from "@/components/providers/query-provider";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Agreement } from "@/lib/agreements/shapes";
import { fetchAgreement, revokeAgreementLinks } from "@/lib/agreements/client";
import { getAgreementKey, saveAgreementKey } from "@/lib/client/manage-tokens";
import { usePrivateLinkResource } from "@/lib/client/use-private-link-resource";
import { AgreementDocument } from "./agreement-document";
import { AgreementConversationLink, MessagesBeforeAgreement } from "./agreement-conversation";
import { AgreementReviewsPanel } from "@/components/reviews/agreement-reviews";
import { NextStep } from "./agreement-next-step";
import { CancellationNoticeGiven, CancellationNoticeOffer } from "./cancellation-notice";
import { CompletionForm } from "./completion-form";
import { ConfirmStep } from "./confirm-step";
import { CoverPageStep } from "./cover-page";
import { ProofNotice } from "./proof-notice";

const STATE_BADGE: Record<Agreement["state"], BadgeProps["variant"]> = {
  "awaiting-details": "secondary",
  "awaiting-confirmation": "secondary",
  confirmed: "success",
  withdrawn: "outline",
};

/** Whether a change order waits for the viewing party's answer (it then stays in view). */
const changeAwaitsViewer = (agreement: Agreement) =>
  agreement.changeOrders.some(
    (order) =>
      !order.declinedAt &&
      (agreement.viewer === "homeowner"
        ? !order.homeownerConfirmation
        : !order.contractorConfirmation),
  );

/** The written agreement as one of its parties (or the operator) sees it, with their next step. */
export function AgreementView({ agreementId }: { agreementId: number }) {
  return (
    <QueryProvider>
      <AgreementLoader agreementId={agreementId} />
    </QueryProvider>
  );
}

/** The link's key (`#key=`, taken out of the address bar), else the one this browser kept. */
function AgreementLoader({ agreementId }: { agreementId: number }) {
  const t = useTranslations("agreement");
  const state = usePrivateLinkResource({
    fragmentKey: "key",
    id: agreementId,
    store: {
      read: () => getAgreementKey(agreementId),
      save: (token) => saveAgreementKey(agreementId, token),
    },
    fetchWith: (token) => fetchAgreement(agreementId, token),
  });
  if (state.status !== "ready") {
    const text = {
      loading: t("loading"),
      invalid: t("invalid"),
      loadError: t("loadError"),
      retry: t("retry"),
    };
    return <PrivateLinkStatus state={state} text={text} />;
  }
  // A write answers the agreement without `viewerProven` (the GET's): the viewer stays who it was.
  const onChange = (next: Agreement) =>
    state.setResource({ ...next, viewerProven: next.viewerProven ?? state.resource.viewerProven });
  return <AgreementPanel agreement={state.resource} token={state.token} onChange={onChange} />;
}

function AgreementPanel({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement");
  // Once how the work ended is recorded, the page leads with the reviews and the record with its
  // holdback date, and folds the change orders away.
  const ended = agreement.state === "confirmed" && agreement.completion !== null;
  // Only the page's read carries the conversation: the answers of later changes leave it out.
  const [kept, setKept] = useState(agreement.conversation ?? null);
  if (agreement.conversation !== undefined && agreement.conversation !== kept) {
    setKept(agreement.conversation);
  }
  const conversation = agreement.viewer === "operator" ? null : kept;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Badge variant={STATE_BADGE[agreement.state]} data-testid="agreement-state">
          {t(`state.${agreement.state}`)}
        </Badge>
        <div className="flex flex-wrap gap-2">
          {agreement.viewer === "operator" ? null : (
            <SignOutOthersButton
              namespace="agreement"
              variant={agreement.viewer}
              revoke={() => revokeAgreementLinks(agreement.id, token)}
            />
          )}
          {conversation ? (
            <AgreementConversationLink conversation={conversation} token={token} />
          ) : null}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("print")}
          </Button>
        </div>
      </div>
      <ProofNotice agreement={agreement} token={token} />
      <CancellationNoticeGiven
        agreement={agreement}
        className="border-destructive/40 bg-card space-y-2 rounded-xl border p-5 print:hidden"
      />
      <CoverPageStep
        agreement={agreement}
        token={token}
        onChange={onChange}
        className="bg-card border-border space-y-3 rounded-xl border p-5 print:hidden"
      />
      {ended ? (
        <>
          <AgreementReviewsPanel agreement={agreement} token={token} />
          <CompletionForm agreement={agreement} token={token} onChange={onChange} />
        </>
      ) : null}
      {agreement.viewer === "operator" ? (
        <p className="text-muted-foreground text-sm print:hidden">{t("operator")}</p>
      ) : ended && !changeAwaitsViewer(agreement) ? (
        // Once the work ended the change orders are history: folded, one tap away.
        <details
          className="bg-card border-border rounded-xl border p-5 print:hidden"
          data-testid="change-orders-folded"
        >
          <summary className="cursor-pointer font-semibold">
            {t("changeOrdersFolded", { count: agreement.changeOrders.length })}
          </summary>
          <div className="mt-4">
            <NextStep
              agreement={agreement}
              party={agreement.viewer}
              token={token}
              onChange={onChange}
            />
          </div>
        </details>
      ) : (
        <NextStep
          agreement={agreement}
          party={agreement.viewer}
          token={token}
          onChange={onChange}
        />
      )}
      {ended ? null : (
        <>
          <CompletionForm agreement={agreement} token={token} onChange={onChange} />
          <AgreementReviewsPanel agreement={agreement} token={token} />
        </>
      )}
      <CancellationNoticeOffer
        agreement={agreement}
        token={token}
        onChange={onChange}
        className="bg-card border-border space-y-3 rounded-xl border p-5 print:hidden"
      />
      <AgreementDocument agreement={agreement} />
      {conversation ? <MessagesBeforeAgreement conversation={conversation} /> : null}
      <ConfirmStep agreement={agreement} token={token} onChange={onChange} />
    </div>
  );
}
