"use client";

import { CheckCircle2, Clock } from "lucide-react";
import { useTranslations } from "next-intl";

import { formatConfirmation } from "@/lib/agreements/document";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { AgreementDetailsForm } from "./agreement-details-form";
import { SignerForm } from "./confirm-step";
import { ChangeOrderSteps } from "./change-order-steps";
import { CorrectionForm, PendingCorrection } from "./correction-panel";
import { DeclineAgreement } from "./decline-agreement";

const PANEL = "bg-card border-border space-y-4 rounded-xl border p-5 print:hidden";

const otherParty = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";

/**
 * What the agreement still lacks before either party may confirm, each item with who adds it:
 * the API refuses a confirmation with the same list (lib/agreements/contents.ts).
 */
function MissingList({ agreement, party }: { agreement: Agreement; party: AgreementParty }) {
  const t = useTranslations("agreement");
  return (
    <div className={PANEL} data-testid="agreement-missing">
      <h2 className="font-semibold">{t("missingTitle")}</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {agreement.missing.map(({ item, party: by }) => (
          <li key={item}>
            {t(`missingItem.${item}`)}{" "}
            <span className="text-muted-foreground">
              {t(by === party ? "missingWho.you" : `missingWho.${by}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the viewing party does next: add what is missing, confirm, or work with change orders;
 * until both have confirmed, either may propose a correction of the terms (while one is pending,
 * it is answered before anything else) and the homeowner may decline.
 */
export function NextStep(props: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const { agreement, party } = props;
  const open =
    agreement.state === "awaiting-details" || agreement.state === "awaiting-confirmation";
  return (
    <>
      {open && agreement.correction ? (
        <PendingCorrection {...props} className={PANEL} />
      ) : (
        <Step {...props} />
      )}
      {open && !agreement.correction ? (
        <CorrectionForm
          agreement={agreement}
          token={props.token}
          onChange={props.onChange}
          className={PANEL}
        />
      ) : null}
      {open && party === "homeowner" ? (
        <DeclineAgreement
          agreement={agreement}
          token={props.token}
          onChange={props.onChange}
          className={PANEL}
        />
      ) : null}
    </>
  );
}

function Step({
  agreement,
  party,
  token,
  onChange,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement");
  // The cover page has a step of its own (cover-page.tsx), and the contractor names its signer in
  // a form of its own (confirm-step.tsx): neither is a field of the details form.
  const ownSteps = new Set(["coverPage", "coverPageUninvited", "signer"]);
  const mine = agreement.missing.some((item) => item.party === party && !ownSteps.has(item.item));
  const namesSigner = agreement.missing.some(
    (item) => item.party === party && item.item === "signer",
  );
  const confirmation =
    party === "homeowner" ? agreement.homeownerConfirmation : agreement.contractorConfirmation;

  if (agreement.state === "withdrawn") {
    return <p className={PANEL}>{t("withdrawn")}</p>;
  }
  if (agreement.state === "awaiting-details") {
    return (
      <div className="space-y-4 print:hidden">
        <MissingList agreement={agreement} party={party} />
        {mine ? (
          <AgreementDetailsForm
            agreement={agreement}
            party={party}
            token={token}
            onChange={onChange}
            className={PANEL}
          />
        ) : null}
        {namesSigner ? (
          <SignerForm agreement={agreement} token={token} onChange={onChange} />
        ) : null}
        {mine || namesSigner ? null : (
          <p className={PANEL} role="status" data-testid="waiting-details">
            <Clock className="mr-2 inline size-4" aria-hidden />
            {t(`waitingDetails.${otherParty(party)}`)}
          </p>
        )}
      </div>
    );
  }
  if (agreement.state === "awaiting-confirmation") {
    return confirmation ? (
      <p className={PANEL} role="status" data-testid="waiting-confirmation">
        <CheckCircle2 className="text-success mr-2 inline size-4" aria-hidden />
        {t(`waitingConfirmation.${otherParty(party)}`, { at: formatConfirmation(confirmation) })}
      </p>
    ) : (
      // The confirmation comes after the whole document (components/agreements/confirm-step.tsx).
      <p className={PANEL} data-testid="confirm-below">
        {t("confirmBelow")}{" "}
        <a href="#confirm-step" className="text-primary font-medium underline underline-offset-4">
          {t("confirmBelowLink")}
        </a>
      </p>
    );
  }
  return (
    <ChangeOrderSteps
      agreement={agreement}
      party={party}
      token={token}
      onChange={onChange}
      panelClassName={PANEL}
    />
  );
}
