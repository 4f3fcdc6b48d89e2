// The agreement as one ordered list of sections: the page renders it, the e-mail prints it as
// text, and both therefore hold the same words and figures.
import {
  agreementCopy as copy,
  permitsClause,
  permitsUnstated,
  statutoryTerms,
} from "@/content/agreement";
import { credentialNotice, credentials, credentialsFor } from "@/content/credentials";
import { formatCents } from "@/lib/money";
import type { Agreement, ChangeOrder, Confirmation } from "@/lib/api-shapes";

export interface AgreementSection {
  id: string;
  heading: string;
  intro?: string;
  /** Label and value pairs. */
  rows?: [string, string][];
  /** An itemised table: header, body rows, and label/value rows under it. */
  table?: { head: string[]; rows: string[][]; foot: [string, string][] };
  paragraphs?: { heading?: string; body: string }[];
  /** Public registries to check a number on. */
  links?: { label: string; url: string }[];
}

const NOT_GIVEN = "Not given";

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "long",
  timeZone: "America/Toronto",
});
const timeFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/Toronto",
  timeZoneName: "short",
});

/** A YYYY-MM-DD day as "March 2, 2027" (read as a calendar day, whatever the time zone). */
export const formatDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00-05:00`));

export const formatConfirmation = (confirmation: Confirmation | null) =>
  confirmation
    ? `Confirmed by ${confirmation.name} on ${timeFormat.format(new Date(confirmation.at))}`
    : "Not confirmed yet";

/** "+$1,234.00" or "-$50.00". */
export const signedCents = (cents: number) =>
  cents < 0 ? `-${formatCents(-cents)}` : `+${formatCents(cents)}`;

const quantity = (value: number) =>
  value.toLocaleString("en-CA", { maximumFractionDigits: 2, minimumFractionDigits: 0 });

export function changeOrderRows(order: ChangeOrder): [string, string][] {
  return [
    ["Change", order.description],
    ["Price change before tax", signedCents(order.priceChangeCents)],
    ["HST change", signedCents(order.hstChangeCents)],
    ...(order.completionDate
      ? ([["New completion date", formatDay(order.completionDate)]] as [string, string][])
      : []),
    ["Proposed by", order.proposedBy === "homeowner" ? copy.homeowner : copy.contractor],
    [copy.homeowner, formatConfirmation(order.homeownerConfirmation)],
    [copy.contractor, formatConfirmation(order.contractorConfirmation)],
  ];
}

/** Every section of the agreement, in order. */
export function agreementDocument(agreement: Agreement): AgreementSection[] {
  const { terms } = agreement;
  const { quote } = terms;
  const rules = credentialsFor(terms.project.category, terms.project.location);
  const deposit = quote.deposit
    ? quote.deposit.kind === "percent"
      ? `${formatCents(quote.deposit.depositCents)} (${quote.deposit.percent} % of the total)`
      : formatCents(quote.deposit.depositCents)
    : "No deposit";
  const sections: AgreementSection[] = [
    {
      id: "parties",
      heading: copy.parties,
      rows: [
        [copy.homeowner, terms.homeowner.name],
        ["Homeowner's address (where the work is done)", agreement.homeownerAddress ?? NOT_GIVEN],
        ["Homeowner's e-mail", terms.homeowner.email ?? NOT_GIVEN],
        [copy.contractor, terms.contractor.name],
        ["Business name", agreement.contractorBusinessName ?? NOT_GIVEN],
        ["Business address", agreement.contractorAddress ?? NOT_GIVEN],
        ["Contractor's e-mail", terms.contractor.email],
        ["Contractor's phone", terms.contractor.phone ?? NOT_GIVEN],
      ],
    },
    {
      id: "work",
      heading: copy.work,
      intro: copy.workIntro,
      rows: [
        ["Project", `${terms.project.title} (project ${terms.project.displayId})`],
        ["Category", terms.project.category],
        ["Area", terms.project.location],
        ["What the homeowner asked for", terms.project.description],
        ["How the contractor will do it", terms.proposal.approach],
        ["Materials", terms.proposal.materials ?? "As itemised under Price"],
      ],
    },
    {
      id: "price",
      heading: copy.price,
      intro: copy.priceIntro,
      table: {
        head: ["Item", "Quantity", "Unit price", "Amount"],
        rows: quote.lineItems.map((line) => [
          line.description,
          `${quantity(line.quantity)} ${line.unit}`,
          formatCents(line.unitPriceCents),
          formatCents(line.totalCents),
        ]),
        foot: [
          ["Subtotal", formatCents(quote.subtotalCents)],
          quote.hstRegistered
            ? [`HST 13 % (HST no. ${quote.hstNumber})`, formatCents(quote.hstCents)]
            : ["HST", "None: the contractor is not HST-registered"],
          ["Total", formatCents(quote.totalCents)],
          ...(agreement.changeOrders.some(
            (order) => order.homeownerConfirmation && order.contractorConfirmation,
          )
            ? ([
                ["Total with confirmed change orders", formatCents(agreement.currentTotalCents)],
              ] as [string, string][])
            : []),
        ],
      },
    },
    {
      id: "payment",
      heading: copy.payment,
      rows: [
        ["Deposit", deposit],
        ...(quote.schedule.length > 0
          ? quote.schedule.map(
              (milestone, index) =>
                [
                  `Payment ${index + 1}: ${milestone.description}`,
                  formatCents(milestone.amountCents),
                ] as [string, string],
            )
          : ([["Payment schedule", "None given: the total is due on completion"]] as [
              string,
              string,
            ][])),
      ],
    },
    {
      id: "dates",
      heading: copy.dates,
      rows: [
        ["Start date", quote.startDate ? formatDay(quote.startDate) : NOT_GIVEN],
        ["Completion date", quote.completionDate ? formatDay(quote.completionDate) : NOT_GIVEN],
        ["Timeline in the proposal", terms.proposal.timeline],
      ],
    },
    {
      id: "warranty",
      heading: copy.warranty,
      rows: [
        [
          "Term",
          quote.warrantyMonths === null
            ? NOT_GIVEN
            : quote.warrantyMonths === 0
              ? "No warranty beyond what the law provides"
              : `${quote.warrantyMonths} months from completion`,
        ],
        ["What it covers", quote.warrantyCovers ?? NOT_GIVEN],
      ],
    },
    {
      id: "permits",
      heading: copy.permits,
      paragraphs: [{ body: quote.permitsBy ? permitsClause[quote.permitsBy] : permitsUnstated }],
    },
    {
      id: "credentials",
      heading: copy.credentials,
      intro: `${copy.credentialsIntro} ${credentialNotice}`,
      rows: [
        ...rules.map(
          (rule) =>
            [
              credentials[rule.kind].name,
              quote.credentials[rule.kind] ??
                (rule.required ? "Missing (required for this work)" : NOT_GIVEN),
            ] as [string, string],
        ),
        ...(rules.length === 0
          ? ([["Licences", "None is required for this category of work"]] as [string, string][])
          : []),
      ],
      links: rules.map((rule) => ({
        label: `Check on ${credentials[rule.kind].issuer}`,
        url: credentials[rule.kind].registryUrl,
      })),
    },
    {
      id: "rights",
      heading: copy.rights,
      paragraphs: statutoryTerms.map((term) => ({ heading: term.heading, body: term.body })),
    },
    {
      id: "change-orders",
      heading: copy.changeOrders,
      intro: copy.changeOrdersIntro,
      rows:
        agreement.changeOrders.length === 0
          ? [["Change orders", "None"]]
          : agreement.changeOrders.flatMap((order) =>
              changeOrderRows(order).map(
                ([label, value]) => [`No. ${order.number} · ${label}`, value] as [string, string],
              ),
            ),
    },
    {
      id: "confirmations",
      heading: copy.confirmations,
      rows: [
        [copy.homeowner, formatConfirmation(agreement.homeownerConfirmation)],
        [copy.contractor, formatConfirmation(agreement.contractorConfirmation)],
      ],
    },
  ];
  return sections;
}
