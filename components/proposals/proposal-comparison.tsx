"use client";

import { ExternalLink, TriangleAlert } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";

import { SelectField } from "@/components/forms/select-field";
import { Badge } from "@/components/ui/badge";
import { credentialNotice, credentials } from "@/content/credentials";
import { formatCents } from "@/lib/money";
import {
  COMPARE_ASPECTS,
  comparableProposals,
  credentialChecks,
  depositPercent,
  lowestTotalIds,
  sortForComparison,
  type CompareAspect,
  type CompareSort,
} from "@/lib/proposals/compare";
import { cn } from "@/lib/utils";
import type { OwnerProposal } from "@/lib/api-shapes";
import { DepositWarning } from "./itemised-quote";
import { DecisionButtons, ProposalStatusBadge } from "./proposal-decision";
import { useQuoteFormat } from "./quote-format";
import type { ProposalDecisions } from "./use-proposal-decisions";

/** Each column: its heading, one row per aspect, then Accept and Decline. */
const ROWS = COMPARE_ASPECTS.length + 2;

/**
 * The owner's proposals side by side, one column each and one row per aspect, aligned across
 * columns (CSS subgrid). On a phone the columns form a row that scrolls inside itself and snaps
 * one proposal to the screen, with a button per contractor to jump; on paper every column is
 * printed side by side.
 */
export function ProposalComparison({
  proposals,
  category,
  location,
  decisions,
}: {
  proposals: readonly OwnerProposal[];
  category: string;
  location: string;
  decisions: ProposalDecisions;
}) {
  const t = useTranslations("compare");
  const [sort, setSort] = useState<CompareSort>("total");
  const ordered = sortForComparison(comparableProposals(proposals), sort);
  const lowest = lowestTotalIds(proposals);
  const showNotice = credentialChecks(null, category, location).length > 0;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const check = () => setOverflowing(row.scrollWidth > row.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(row);
    return () => observer.disconnect();
  }, [ordered.length]);

  const columns = () => [...(scroller.current?.children ?? [])] as HTMLElement[];
  const start = (column: HTMLElement, first: HTMLElement) => column.offsetLeft - first.offsetLeft;

  /** The column whose start is nearest the row's scroll position (the last one at the end). */
  const onScroll = () => {
    const row = scroller.current;
    const all = columns();
    if (!row || all.length === 0) return;
    if (row.scrollLeft >= row.scrollWidth - row.clientWidth - 2) return setActive(all.length - 1);
    const distances = all.map((column) => Math.abs(start(column, all[0]!) - row.scrollLeft));
    setActive(distances.indexOf(Math.min(...distances)));
  };

  const jump = (index: number) => {
    const all = columns();
    const column = all[index];
    if (!scroller.current || !column) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.current.scrollTo({
      left: start(column, all[0]!),
      behavior: smooth ? "smooth" : "auto",
    });
    setActive(index);
  };

  return (
    <section aria-label={t("title")} className="space-y-3" data-testid="proposal-comparison">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <label htmlFor="compare-sort" className="text-sm font-medium">
          {t("sortLabel")}
        </label>
        <div className="w-full sm:w-64">
          <SelectField
            id="compare-sort"
            value={sort}
            onChange={(value) => {
              setSort(value as CompareSort);
              scroller.current?.scrollTo({ left: 0 });
              setActive(0);
            }}
            options={[
              { value: "total", label: t("sortTotal") },
              { value: "date", label: t("sortDate") },
            ]}
          />
        </div>
      </div>
      {showNotice ? (
        <p className="text-muted-foreground text-sm" data-testid="credential-notice">
          {credentialNotice}
        </p>
      ) : null}
      {overflowing ? (
        <div
          role="group"
          aria-label={t("jumpLabel")}
          className="flex gap-1.5 overflow-x-auto pb-1 print:hidden"
          data-testid="compare-jump"
        >
          {ordered.map((proposal, index) => (
            <button
              key={proposal.id}
              type="button"
              aria-current={index === active ? "true" : undefined}
              onClick={() => jump(index)}
              className={cn(
                "shrink-0 rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap",
                index === active
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-background text-foreground hover:bg-muted",
              )}
            >
              {proposal.contractorName}
            </button>
          ))}
        </div>
      ) : null}
      <div
        ref={scroller}
        onScroll={onScroll}
        // Below sm the row spans the screen's width (-mx-9 undoes the page's px-4 and the
        // proposals section's p-5), so one column fills most of it and the next shows at the edge.
        className={cn(
          "relative grid snap-x snap-mandatory grid-flow-col gap-x-3 overflow-x-auto pb-2",
          "auto-cols-[95%] max-sm:-mx-9 max-sm:scroll-px-4 max-sm:px-4",
          "sm:auto-cols-[minmax(11rem,1fr)]",
          "print:mx-0 print:auto-cols-[minmax(0,1fr)] print:overflow-visible print:px-0",
        )}
        style={{ gridTemplateRows: `repeat(${ROWS}, auto)` }}
        data-testid="compare-columns"
      >
        {ordered.map((proposal) => (
          <Column
            key={proposal.id}
            proposal={proposal}
            lowest={lowest.has(proposal.id)}
            category={category}
            location={location}
            decisions={decisions}
          />
        ))}
      </div>
    </section>
  );
}

function Column({
  proposal,
  lowest,
  category,
  location,
  decisions,
}: {
  proposal: OwnerProposal;
  lowest: boolean;
  category: string;
  location: string;
  decisions: ProposalDecisions;
}) {
  const t = useTranslations("compare");
  const manage = useTranslations("manage");
  const format = useFormatter();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "bg-background grid min-w-0 snap-start break-inside-avoid grid-rows-subgrid rounded-lg border",
        proposal.status === "accepted" ? "border-success ring-success/30 ring-2" : "border-border",
      )}
      style={{ gridRow: `span ${ROWS}` }}
      data-testid="compare-column"
      data-status={proposal.status}
    >
      <header className="space-y-1.5 p-3">
        <h3 id={headingId} className="leading-snug font-semibold wrap-anywhere">
          {proposal.contractorName}
        </h3>
        <p className="text-muted-foreground text-xs">
          {manage("submitted", {
            date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "medium" }),
          })}
        </p>
        <div className="flex flex-wrap gap-1">
          <ProposalStatusBadge status={proposal.status} />
          {lowest ? (
            <Badge variant="outline" data-testid="lowest-total">
              {t("lowestTotal")}
            </Badge>
          ) : null}
        </div>
      </header>
      <dl className="grid grid-rows-subgrid" style={{ gridRow: `span ${COMPARE_ASPECTS.length}` }}>
        {COMPARE_ASPECTS.map((aspect) => (
          <div
            key={aspect}
            className="border-border min-w-0 border-t px-3 py-2"
            data-aspect={aspect}
          >
            <dt className="text-muted-foreground text-xs font-medium">
              {t(aspect === "total" ? "totalWithHst" : aspect)}
            </dt>
            <dd className="mt-0.5 text-sm wrap-anywhere">
              <AspectValue
                aspect={aspect}
                proposal={proposal}
                category={category}
                location={location}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div className="border-border border-t p-3 print:hidden">
        <DecisionButtons proposal={proposal} decisions={decisions} />
      </div>
    </section>
  );
}

function AspectValue({
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
  const format = useQuoteFormat();
  const quote = proposal.structured;
  const noQuote = <span className="text-muted-foreground">{t("noItemised")}</span>;
  switch (aspect) {
    case "total":
      return quote ? (
        <span className="text-base font-semibold tabular-nums" data-testid="compare-total">
          {formatCents(quote.totalCents)}
        </span>
      ) : (
        <>
          <span className="font-medium" data-testid="compare-total">
            {t("bidRange", { range: proposal.bidAmount })}
          </span>
          <span className="text-muted-foreground block text-xs">{t("noItemised")}</span>
        </>
      );
    case "subtotal":
      return quote ? (
        <span className="tabular-nums">{formatCents(quote.subtotalCents)}</span>
      ) : (
        noQuote
      );
    case "hst":
      if (!quote) return noQuote;
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
      if (!quote) return noQuote;
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
      if (!quote) return noQuote;
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
      if (!quote) return noQuote;
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
    case "permits":
      if (!quote) return noQuote;
      return quote.permitsBy ? manage(`permitsBy.${quote.permitsBy}`) : manage("notStated");
    case "credentials":
      return <Credentials proposal={proposal} category={category} location={location} />;
    case "approach":
      return <ClampedText text={proposal.approach} />;
    case "timeline":
      return proposal.timeline;
  }
}

/** Each credential that applies to this trade: the number given with its registry, or missing. */
function Credentials({
  proposal,
  category,
  location,
}: {
  proposal: OwnerProposal;
  category: string;
  location: string;
}) {
  const t = useTranslations("compare");
  const checks = credentialChecks(proposal.structured?.credentials, category, location);
  if (checks.length === 0)
    return <span className="text-muted-foreground">{t("noCredentials", { category })}</span>;
  return (
    <ul className="space-y-1">
      {checks.map((check) => {
        const name = t(`credential.${check.kind}`);
        const state = check.number ? "given" : check.required ? "required-missing" : "missing";
        return (
          <li
            key={check.kind}
            data-testid="compare-credential"
            data-kind={check.kind}
            data-state={state}
          >
            {check.number ? (
              <>
                <span className="font-medium">{name}</span>: {check.number}{" "}
                <a
                  href={credentials[check.kind].registryUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary inline-flex items-center gap-0.5 text-xs font-medium whitespace-nowrap underline-offset-4 hover:underline"
                >
                  {t("lookUp")}
                  <span className="sr-only">
                    {" "}
                    {t("lookUpAt", { name, issuer: credentials[check.kind].issuer })}
                  </span>
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </>
            ) : check.required ? (
              <span className="border-destructive/40 bg-destructive/10 flex gap-1.5 rounded-md border px-1.5 py-1">
                <TriangleAlert className="text-destructive mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span>
                  <span className="font-medium">{name}</span>: {t("requiredMissing")}
                </span>
              </span>
            ) : (
              <span className="text-muted-foreground">
                {name}: {t("notGiven")}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Long text clamped to a few lines, with a button to read it all; printed in full. */
function ClampedText({ text, lines = "normal" }: { text: string; lines?: "normal" | "small" }) {
  const t = useTranslations("compare");
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [clamped, setClamped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <>
      <span
        ref={ref}
        id={id}
        className={cn(
          "whitespace-pre-line",
          lines === "small" && "text-muted-foreground text-xs",
          open ? "block" : "line-clamp-4 print:line-clamp-none",
        )}
      >
        {text}
      </span>
      {clamped || open ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="text-primary mt-1 text-xs font-medium underline-offset-4 hover:underline print:hidden"
        >
          {open ? t("showLess") : t("showMore")}
        </button>
      ) : null}
    </>
  );
}
