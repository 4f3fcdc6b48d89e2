import { useTranslations } from "next-intl";
import type { FieldErrors } from "react-hook-form";

import { formatCents } from "@/lib/money";
import { fieldId, type ProposalFormValues, type QuoteFigures } from "@/lib/proposals/form";
import { messageOf } from "./quote-form-parts";

/** Subtotal, HST (when registered), the fixed charges and total, and the lines' error if the list has one. */
export function QuoteTotals({
  figures,
  registered,
  errors,
}: {
  figures: QuoteFigures;
  registered: boolean;
  errors: FieldErrors<ProposalFormValues>;
}) {
  const t = useTranslations("proposal");
  const linesError = messageOf(errors, "structured.lineItems.root");
  return (
    <>
      {figures.complete ? null : <p className="text-muted-foreground text-xs">{t("notCounted")}</p>}
      <dl
        data-testid="quote-totals"
        className="border-border bg-muted/40 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-md border p-3 text-sm sm:ml-auto sm:max-w-xs"
      >
        <dt>{t("subtotal")}</dt>
        <dd data-testid="quote-subtotal" className="text-right tabular-nums">
          {formatCents(figures.subtotalCents)}
        </dd>
        {registered ? (
          <>
            <dt>{t("hst")}</dt>
            <dd data-testid="quote-hst" className="text-right tabular-nums">
              {formatCents(figures.hstCents)}
            </dd>
          </>
        ) : null}
        {figures.chargesCents > 0 ? (
          <>
            <dt>{t("fixedCharges")}</dt>
            <dd data-testid="quote-charges" className="text-right tabular-nums">
              {formatCents(figures.chargesCents)}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("total")}</dt>
        <dd data-testid="quote-total" className="text-right font-semibold tabular-nums">
          {formatCents(figures.totalCents)}
        </dd>
      </dl>
      {linesError ? (
        <p
          id={`${fieldId("structured.lineItems.root")}-error`}
          role="alert"
          className="text-destructive text-sm font-medium"
        >
          {linesError}
        </p>
      ) : null}
    </>
  );
}
