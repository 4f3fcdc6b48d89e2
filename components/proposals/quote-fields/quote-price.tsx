import { ChargeFields } from "./charge-fields";
import { DepositFields } from "./deposit-fields";
import { HstRegistration } from "./hst-registration";
import { LineItems } from "./line-items";
import { PaymentSchedule } from "./payment-schedule";
import type { QuoteFormParts } from "./quote-form-parts";
import { QuoteTotals } from "./quote-totals";

/**
 * The price part of the itemised quote: line items with their totals, subtotal, HST and total,
 * the additional charges, HST registration, the deposit and the payment schedule. Every figure is computed in cents.
 */
export function QuotePrice(parts: QuoteFormParts) {
  const { register, errors, quote, figures } = parts;
  const registered = quote.hstRegistered === "yes";
  return (
    <div className="space-y-4">
      <LineItems {...parts} />
      <ChargeFields {...parts} />
      <QuoteTotals figures={figures} registered={registered} errors={errors} />
      <HstRegistration register={register} errors={errors} registered={registered} />
      <DepositFields register={register} errors={errors} quote={quote} figures={figures} />
      <PaymentSchedule {...parts} />
    </div>
  );
}
