// The agreement as one ordered list of sections: the page renders it, the e-mail prints it as
// text, and both therefore hold the same words and figures.
import {
  agreementCopy as copy,
  agreementLabel as label,
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

const NOT_GIVEN = label("notGiven");

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
    ? label("confirmedBy", {
        name: confirmation.name,
        time: timeFormat.format(new Date(confirmation.at)),
      })
    : label("notConfirmed");

/** "+$1,234.00" or "-$50.00". */
export const signedCents = (cents: number) =>
  cents < 0 ? `-${formatCents(-cents)}` : `+${formatCents(cents)}`;

const quantity = (value: number) =>
  value.toLocaleString("en-CA", { maximumFractionDigits: 2, minimumFractionDigits: 0 });

export function changeOrderRows(order: ChangeOrder): [string, string][] {
  return [
    [label("change"), order.description],
    [label("priceChange"), signedCents(order.priceChangeCents)],
    [label("hstChange"), signedCents(order.hstChangeCents)],
    ...(order.completionDate
      ? ([[label("newCompletionDate"), formatDay(order.completionDate)]] as [string, string][])
      : []),
    [label("proposedBy"), order.proposedBy === "homeowner" ? copy.homeowner : copy.contractor],
    [copy.homeowner, formatConfirmation(order.homeownerConfirmation)],
    [copy.contractor, formatConfirmation(order.contractorConfirmation)],
  ];
}

type Row = [string, string];

function parties(agreement: Agreement): AgreementSection {
  const { terms } = agreement;
  return {
    id: "parties",
    heading: copy.parties,
    rows: [
      [copy.homeowner, terms.homeowner.name],
      [label("homeownerAddress"), agreement.homeownerAddress ?? NOT_GIVEN],
      [label("homeownerEmail"), terms.homeowner.email ?? NOT_GIVEN],
      [copy.contractor, terms.contractor.name],
      [label("businessName"), agreement.contractorBusinessName ?? NOT_GIVEN],
      [label("businessAddress"), agreement.contractorAddress ?? NOT_GIVEN],
      [label("contractorEmail"), terms.contractor.email],
      [label("contractorPhone"), terms.contractor.phone ?? NOT_GIVEN],
    ],
  };
}

function work({ terms }: Agreement): AgreementSection {
  return {
    id: "work",
    heading: copy.work,
    intro: copy.workIntro,
    rows: [
      [
        label("project"),
        label("projectTitle", { title: terms.project.title, id: String(terms.project.displayId) }),
      ],
      [label("category"), terms.project.category],
      [label("area"), terms.project.location],
      [label("askedFor"), terms.project.description],
      [label("approach"), terms.proposal.approach],
      [label("materials"), terms.proposal.materials ?? label("materialsItemised")],
    ],
  };
}

function price(agreement: Agreement): AgreementSection {
  const { quote } = agreement.terms;
  const changed = agreement.changeOrders.some(
    (order) => order.homeownerConfirmation && order.contractorConfirmation,
  );
  const foot: Row[] = [
    [label("subtotal"), formatCents(quote.subtotalCents)],
    quote.hstRegistered
      ? [label("hstRegistered", { number: quote.hstNumber ?? "" }), formatCents(quote.hstCents)]
      : [label("hst"), label("hstNone")],
    [label("total"), formatCents(quote.totalCents)],
  ];
  if (changed) foot.push([label("totalWithChanges"), formatCents(agreement.currentTotalCents)]);
  return {
    id: "price",
    heading: copy.price,
    intro: copy.priceIntro,
    table: {
      head: [label("item"), label("quantity"), label("unitPrice"), label("amount")],
      rows: quote.lineItems.map((line) => [
        line.description,
        label("quantityUnit", { quantity: quantity(line.quantity), unit: line.unit }),
        formatCents(line.unitPriceCents),
        formatCents(line.totalCents),
      ]),
      foot,
    },
  };
}

function payment({ terms: { quote } }: Agreement): AgreementSection {
  const deposit = quote.deposit
    ? quote.deposit.kind === "percent"
      ? label("depositPercent", {
          amount: formatCents(quote.deposit.depositCents),
          percent: String(quote.deposit.percent),
        })
      : formatCents(quote.deposit.depositCents)
    : label("noDeposit");
  const schedule: Row[] =
    quote.schedule.length > 0
      ? quote.schedule.map((milestone, index) => [
          label("payment", { number: String(index + 1), description: milestone.description }),
          formatCents(milestone.amountCents),
        ])
      : [[label("paymentSchedule"), label("noSchedule")]];
  return { id: "payment", heading: copy.payment, rows: [[label("deposit"), deposit], ...schedule] };
}

function dates({ terms }: Agreement): AgreementSection {
  const { quote } = terms;
  return {
    id: "dates",
    heading: copy.dates,
    rows: [
      [label("startDate"), quote.startDate ? formatDay(quote.startDate) : NOT_GIVEN],
      [label("completionDate"), quote.completionDate ? formatDay(quote.completionDate) : NOT_GIVEN],
      [label("timeline"), terms.proposal.timeline],
    ],
  };
}

function warranty({ terms: { quote } }: Agreement): AgreementSection {
  const term =
    quote.warrantyMonths === null
      ? NOT_GIVEN
      : quote.warrantyMonths === 0
        ? label("noWarranty")
        : label("warrantyMonths", { months: String(quote.warrantyMonths) });
  return {
    id: "warranty",
    heading: copy.warranty,
    rows: [
      [label("term"), term],
      [label("covers"), quote.warrantyCovers ?? NOT_GIVEN],
    ],
  };
}

function permits({ terms: { quote } }: Agreement): AgreementSection {
  return {
    id: "permits",
    heading: copy.permits,
    paragraphs: [{ body: quote.permitsBy ? permitsClause[quote.permitsBy] : permitsUnstated }],
  };
}

function licences({ terms }: Agreement): AgreementSection {
  const rules = credentialsFor(terms.project.category, terms.project.location);
  const rows: Row[] = rules.map((rule) => [
    credentials[rule.kind].name,
    terms.quote.credentials[rule.kind] ?? (rule.required ? label("credentialMissing") : NOT_GIVEN),
  ]);
  if (rules.length === 0) rows.push([label("licences"), label("noLicences")]);
  return {
    id: "credentials",
    heading: copy.credentials,
    intro: `${copy.credentialsIntro} ${credentialNotice}`,
    rows,
    links: rules.map((rule) => ({
      label: label("checkOn", { issuer: credentials[rule.kind].issuer }),
      url: credentials[rule.kind].registryUrl,
    })),
  };
}

function rights(): AgreementSection {
  return {
    id: "rights",
    heading: copy.rights,
    paragraphs: statutoryTerms.map((term) => ({ heading: term.heading, body: term.body })),
  };
}

function changes({ changeOrders }: Agreement): AgreementSection {
  const rows: Row[] =
    changeOrders.length === 0
      ? [[copy.changeOrders, label("none")]]
      : changeOrders.flatMap((order) =>
          changeOrderRows(order).map(([row, value]): Row => [
            label("changeOrderRow", { number: String(order.number), label: row }),
            value,
          ]),
        );
  return { id: "change-orders", heading: copy.changeOrders, intro: copy.changeOrdersIntro, rows };
}

function confirmations(agreement: Agreement): AgreementSection {
  return {
    id: "confirmations",
    heading: copy.confirmations,
    rows: [
      [copy.homeowner, formatConfirmation(agreement.homeownerConfirmation)],
      [copy.contractor, formatConfirmation(agreement.contractorConfirmation)],
    ],
  };
}

const SECTIONS = [
  parties,
  work,
  price,
  payment,
  dates,
  warranty,
  permits,
  licences,
  rights,
  changes,
  confirmations,
];

/** Every section of the agreement, in order. */
export function agreementDocument(agreement: Agreement): AgreementSection[] {
  return SECTIONS.map((section) => section(agreement));
}
