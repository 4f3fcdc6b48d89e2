import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import type { OwnerProposal } from "@/lib/proposals/shapes";
import { formatCents } from "@/lib/money";
import { depositPercent, type CompareAspect } from "@/lib/proposals/compare";
import { ChargesBesideTotal } from "./charge-list";
import { ClampedText } from "./clamped-text";
import { CompareCredentials } from "./compare-credentials";
import { DepositWarning } from "./itemised-quote";
import { useQuoteFormat } from "./quote-format";

type Quote = NonNullable<OwnerProposal["structured"]>;

/** What one proposal says on one aspect; an aspect only an itemised quote has says so. */
export function CompareAspectValue({
  aspect,
  proposal,
  category,
  location,
}: {
  aspect: CompareAspect;
  proposal: OwnerProposal;
  category: string;
  location: string;
}): ReactNode {
  const t = useTranslations("compare");
  const manage = useTranslations("manage");
  const quote = proposal.structured;
  switch (aspect) {
    case "total":
      return quote ? (
        <>
          <span className="text-base font-semibold tabular-nums" data-testid="compare-total">
            {formatCents(quote.totalCents)}
          </span>
          <ChargesBesideTotal charges={quote.charges} />
        </>
      ) : (
        <>
          <span className="font-medium" data-testid="compare-total">
            {t("bidRange", { range: proposal.bidAmount })}
          </span>
          <span className="text-muted-foreground block text-xs">{t("noItemised")}</span>
        </>
      );
    case "warranty":
      if (quote && quote.warrantyMonths !== null) {
        return (
          <>
            {manage("warrantyMonths", { months: quote.warrantyMonths })}
            {quote.warrantyCovers ? (
              <ClampedText text={quote.warrantyCovers} lines="small" />
            ) : null}
          </>
        );
      }
      return proposal.warranty ? (
        <ClampedText text={proposal.warranty} lines="small" />
      ) : (
        <span className="text-muted-foreground">{manage("notStated")}</span>
      );
    case "credentials":
      return <CompareCredentials proposal={proposal} category={category} location={location} />;
    case "approach":
      return <ClampedText text={proposal.approach} />;
    case "timeline":
      return proposal.timeline;
    default:
      return quote ? (
        <QuoteAspectValue aspect={aspect} quote={quote} />
      ) : (
        <span className="text-muted-foreground">{t("noItemised")}</span>
      );
  }
}

/** The aspects only an itemised quote states: its figures, deposit, schedule, dates, permits. */
function QuoteAspectValue({
  aspect,
  quote,
}: {
  aspect: Exclude<CompareAspect, "total" | "warranty" | "credentials" | "approach" | "timeline">;
  quote: Quote;
}): ReactNode {
  const t = useTranslations("compare");
  const manage = useTranslations("manage");
  const format = useQuoteFormat();
  switch (aspect) {
    case "subtotal":
      return <span className="tabular-nums">{formatCents(quote.subtotalCents)}</span>;
    case "hst":
      return quote.hstRegistered ? (
        <>
          <span className="tabular-nums">{formatCents(quote.hstCents)}</span>
          {quote.hstNumber ? (
            <span className="text-muted-foreground block text-xs">
              {manage("hstNumber", { number: quote.hstNumber })}
            </span>
          ) : null}
        </>
      ) : (
        manage("noHst")
      );
    case "deposit":
      if (!quote.deposit) return manage("noDeposit");
      return (
        <>
          {manage("depositValue", {
            amount: formatCents(quote.deposit.depositCents),
            percent: format.number(depositPercent(quote.deposit, quote.totalCents)),
          })}
          {quote.depositAboveAdvice ? <DepositWarning className="mt-1 text-xs" /> : null}
        </>
      );
    case "schedule":
      return (
        <>
          {t("scheduleCount", { count: quote.schedule.length })}
          {quote.schedule.length > 0 ? (
            <ol className="text-muted-foreground mt-1 space-y-0.5 text-xs">
              {quote.schedule.map((milestone, index) => (
                <li key={index}>
                  {milestone.description}:{" "}
                  <span className="tabular-nums">{formatCents(milestone.amountCents)}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      );
    case "dates":
      return (
        <>
          <span className="block">
            {manage("startDate")}:{" "}
            {quote.startDate ? format.day(quote.startDate) : manage("notStated")}
          </span>
          <span className="block">
            {manage("completionDate")}:{" "}
            {quote.completionDate ? format.day(quote.completionDate) : manage("notStated")}
          </span>
        </>
      );
    case "permits":
      return quote.permitsBy ? manage(`permitsBy.${quote.permitsBy}`) : manage("notStated");
  }
}
