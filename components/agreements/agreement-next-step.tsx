"use client";

import { CheckCircle2, Clock } from "lucide-react";
import { useTranslations } from "next-intl";

import { confirmationStatement } from "@/content/agreement";
import { formatConfirmation } from "@/lib/agreements/document";
import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { confirmAgreement } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { AgreementAddressForm } from "./agreement-address-form";
import { ChangeOrderSteps } from "./change-order-steps";
import { TypedNameForm } from "./typed-name-form";

const PANEL = "bg-card border-border space-y-4 rounded-xl border p-5 print:hidden";

const otherParty = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";

/** What the viewing party does next: give their address, confirm, or work with change orders. */
export function NextStep({
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
  const mine = party === "homeowner" ? agreement.homeownerAddress : agreement.contractorAddress;
  const confirmation =
    party === "homeowner" ? agreement.homeownerConfirmation : agreement.contractorConfirmation;

  if (agreement.state === "withdrawn") {
    return <p className={PANEL}>{t("withdrawn")}</p>;
  }
  if (agreement.state === "awaiting-details") {
    return mine ? (
      <p className={PANEL} role="status">
        <Clock className="mr-2 inline size-4" aria-hidden />
        {t(`waitingAddress.${otherParty(party)}`)}
      </p>
    ) : (
      <AgreementAddressForm
        agreement={agreement}
        party={party}
        token={token}
        onChange={onChange}
        className={PANEL}
      />
    );
  }
  if (agreement.state === "awaiting-confirmation") {
    return confirmation ? (
      <p className={PANEL} role="status" data-testid="waiting-confirmation">
        <CheckCircle2 className="text-success mr-2 inline size-4" aria-hidden />
        {t(`waitingConfirmation.${otherParty(party)}`, { at: formatConfirmation(confirmation) })}
      </p>
    ) : (
      <TypedNameForm
        statement={confirmationStatement}
        title={t("confirmTitle")}
        submitLabel={t("confirm")}
        className={PANEL}
        testId="confirm-agreement"
        onSubmit={async (name) => {
          const next = await confirmAgreement(agreement.id, name, token);
          toast.success(next.state === "confirmed" ? t("confirmedBoth") : t("confirmedYou"));
          onChange(next);
        }}
      />
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
