import { useTranslations } from "next-intl";

import type { ProposalCharge } from "@/lib/proposals/shapes";
import { formatCents } from "@/lib/money";

/** A charge's amount or basis, as the proposal states it. */
export const chargeAmountText = (charge: ProposalCharge) =>
  [charge.amountCents === null ? null : formatCents(charge.amountCents), charge.basis]
    .filter(Boolean)
    .join(", ");

/**
 * Beside a total: the fixed charges it includes, and the charges that may apply, which it does
 * not (docs/decisions/0015-money-and-quote-pricing.md). Nothing for a proposal sent before proposals stated charges.
 */
export function ChargesBesideTotal({ charges }: { charges: ProposalCharge[] | undefined }) {
  const t = useTranslations("manage");
  if (!charges) return null;
  if (charges.length === 0) {
    return (
      <span className="text-muted-foreground block text-xs" data-testid="charges-none">
        {t("chargesNone")}
      </span>
    );
  }
  const fixed = charges.filter((charge) => charge.kind === "fixed");
  const mayApply = charges.filter((charge) => charge.kind === "may-apply");
  return (
    <>
      {fixed.length > 0 ? (
        <span className="text-muted-foreground block text-xs" data-testid="charges-in-total">
          {t("chargesInTotal", {
            charges: fixed
              .map((charge) =>
                t("chargeInTotal", {
                  description: charge.description,
                  amount: chargeAmountText(charge),
                }),
              )
              .join("; "),
          })}
        </span>
      ) : null}
      {mayApply.map((charge, index) => (
        <span key={index} className="block text-xs font-medium" data-testid="charge-may-apply">
          {t("chargeMayApply", {
            description: charge.description,
            amount: chargeAmountText(charge),
          })}
        </span>
      ))}
    </>
  );
}
