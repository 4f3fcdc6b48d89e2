"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";

import { depositAdvice } from "@/content/credentials";
import { formatCents } from "@/lib/money";
import { depositPercent } from "@/lib/proposals/compare";
import { cn } from "@/lib/utils";
import type { StructuredProposal } from "@/lib/proposals/shapes";
import { ChargesBesideTotal } from "./charge-list";
import { useQuoteFormat } from "./quote-format";

/**
 * A proposal's itemised quote as its owner reads it: the lines, subtotal, HST and total in
 * dollars and cents, then the deposit, payments, dates, warranty, permits, whether the work
 * includes gas (where the proposal says) and the business.
 */
export function ItemisedQuote({ quote }: { quote: StructuredProposal }) {
  const t = useTranslations("manage");
  const format = useQuoteFormat();
  const money = "text-right whitespace-nowrap tabular-nums";
  return (
    <section
      className="border-border mt-3 space-y-3 rounded-md border p-3"
      data-testid="itemised-quote"
    >
      <h4 className="text-sm font-semibold">{t("itemisedTitle")}</h4>
      <table className="w-full text-sm">
        <thead className="text-muted-foreground text-xs">
          <tr className="border-border border-b">
            <th scope="col" className="py-1 pr-2 text-left font-medium">
              {t("lineItem")}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t("quantity")}
            </th>
            <th scope="col" className="hidden px-2 py-1 text-right font-medium sm:table-cell">
              {t("unitPrice")}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              {t("lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lineItems.map((line, index) => (
            <tr key={index} className="border-border border-b align-top" data-testid="line-item">
              <td className="py-1 pr-2 wrap-break-word">
                {line.description}
                {/* An estimate or allowance may be exceeded by up to 10 % (s. 10); fixed is plain. */}
                {line.pricing === "estimate" || line.pricing === "allowance" ? (
                  <span className="text-muted-foreground block text-xs" data-testid="line-pricing">
                    {t(`linePricing.${line.pricing}`)}
                  </span>
                ) : null}
              </td>
              <td className="px-2 py-1 text-right tabular-nums">
                <span className="whitespace-nowrap">
                  {format.number(line.quantity)} {line.unit}
                </span>
                {/* A phone has no room for the unit price's own column. */}
                <span className="text-muted-foreground block text-xs whitespace-nowrap sm:hidden">
                  {t("each", { price: formatCents(line.unitPriceCents) })}
                </span>
              </td>
              <td className={cn("hidden px-2 py-1 sm:table-cell", money)}>
                {formatCents(line.unitPriceCents)}
              </td>
              <td className={cn("py-1 pl-2", money)}>{formatCents(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-right text-sm">
        <dt className="font-medium">{t("subtotal")}</dt>
        <dd className={money} data-testid="subtotal">
          {formatCents(quote.subtotalCents)}
        </dd>
        <dt className="font-medium">
          {quote.hstRegistered ? t("hst") : t("noHst")}
          {quote.hstNumber ? (
            <span className="text-muted-foreground block text-xs font-normal">
              {t("hstNumber", { number: quote.hstNumber })}
            </span>
          ) : null}
        </dt>
        <dd className={money} data-testid="hst">
          {formatCents(quote.hstCents)}
        </dd>
        {(quote.charges ?? [])
          .filter((charge) => charge.kind === "fixed")
          .map((charge, index) => (
            <Fragment key={index}>
              <dt className="font-medium">
                {t("chargeFixed", { description: charge.description })}
              </dt>
              <dd className={money} data-testid="fixed-charge">
                {formatCents(charge.amountCents ?? 0)}
              </dd>
            </Fragment>
          ))}
        <dt className="font-semibold">{t("total")}</dt>
        <dd className={cn("font-semibold", money)} data-testid="total">
          {formatCents(quote.totalCents)}
        </dd>
      </dl>
      {quote.charges?.some((charge) => charge.kind === "may-apply") ? (
        <p className="text-right">
          <ChargesBesideTotal
            charges={quote.charges.filter((charge) => charge.kind === "may-apply")}
          />
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Term label={t("deposit")}>
          <Deposit quote={quote} />
        </Term>
        <Term label={t("schedule")}>
          {quote.schedule.length > 0 ? (
            <ol className="max-w-sm space-y-0.5">
              {quote.schedule.map((milestone, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-x-3">
                  <span>{milestone.description}</span>
                  <span className="ml-auto tabular-nums">{formatCents(milestone.amountCents)}</span>
                </li>
              ))}
            </ol>
          ) : (
            t("noSchedule")
          )}
        </Term>
        <Term label={t("startDate")}>
          {quote.startDate ? format.day(quote.startDate) : t("notStated")}
        </Term>
        <Term label={t("completionDate")}>
          {quote.completionDate ? format.day(quote.completionDate) : t("notStated")}
        </Term>
        <Term label={t("warranty")}>
          {quote.warrantyMonths === null ? (
            t("notStated")
          ) : (
            <>
              {t("warrantyMonths", { months: quote.warrantyMonths })}
              {quote.warrantyCovers ? (
                <span className="text-muted-foreground block">{quote.warrantyCovers}</span>
              ) : null}
            </>
          )}
        </Term>
        <Term label={t("permits")}>
          {quote.permitsBy ? t(`permitsBy.${quote.permitsBy}`) : t("notStated")}
        </Term>
        {quote.gasWork === undefined ? null : (
          <Term label={t("gasWork")}>{t(quote.gasWork ? "gasWorkYes" : "gasWorkNo")}</Term>
        )}
        <Term label={t("business")}>
          {quote.business ? (
            <>
              {quote.business.name}
              <span className="text-muted-foreground block">{quote.business.address}</span>
            </>
          ) : (
            t("notStated")
          )}
        </Term>
      </dl>
    </section>
  );
}

/** One term of the quote: on a phone the label above its value, beside it from sm up. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

function Deposit({ quote }: { quote: StructuredProposal }) {
  const t = useTranslations("manage");
  const format = useQuoteFormat();
  if (!quote.deposit) return <>{t("noDeposit")}</>;
  return (
    <span data-testid="deposit">
      {t("depositValue", {
        amount: formatCents(quote.deposit.depositCents),
        percent: format.number(depositPercent(quote.deposit, quote.totalCents)),
      })}
      {quote.depositAboveAdvice ? <DepositWarning className="mt-1" /> : null}
    </span>
  );
}

/** The advice a deposit above 10 % earns: allowed, and worth a second look. */
export function DepositWarning({ className }: { className?: string }) {
  const t = useTranslations("manage");
  return (
    <span
      className={cn(
        "border-accent bg-accent/10 flex gap-2 rounded-md border px-2 py-1.5",
        className,
      )}
      data-testid="deposit-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {t("depositAbove")} {depositAdvice}
      </span>
    </span>
  );
}
