"use client";

import { useFormatter, useTranslations } from "next-intl";

import type { OwnerProposal } from "@/lib/proposals/shapes";
import { formatCents } from "@/lib/money";

/**
 * How a quote's dates and figures read. A quote's date is a calendar day (YYYY-MM-DD), read at
 * noon UTC and shown in UTC, so no time zone moves it to the day before.
 */
export function useQuoteFormat() {
  const format = useFormatter();
  return {
    day: (ymd: string) =>
      format.dateTime(new Date(`${ymd}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" }),
    number: (value: number) => format.number(value, { maximumFractionDigits: 2 }),
  };
}

/**
 * What a proposal costs, as the owner's list and the accept dialog say it: an itemised quote's
 * exact total with its HST status, a simple proposal's range.
 */
export function usePriceText() {
  const t = useTranslations("manage");
  return (proposal: Pick<OwnerProposal, "bidAmount" | "structured">) =>
    proposal.structured
      ? t(proposal.structured.hstRegistered ? "priceWithHst" : "priceNoHst", {
          total: formatCents(proposal.structured.totalCents),
        })
      : proposal.bidAmount;
}
