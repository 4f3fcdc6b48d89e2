// The agreement as one ordered list of sections: the page renders it, the e-mail prints it as
// text, and both therefore hold the same words and figures.
import {
  agreementCopy as copy,
  agreementLabel as label,
  agreementScopeCopy as scope,
  holdbackText,
  promptPaymentText,
  permitsClause,
  permitsUnstated,
  statutoryTerms,
  type StatutoryTerm,
} from "@/content/agreement";
import type { CancellationReason } from "@/content/agreement-scope";
import { electricalWork } from "@/content/agreement-scope";
import {
  asksGasWork,
  credentialNotice,
  credentials,
  credentialsFor,
  statedWork,
} from "@/content/credentials";
import { DEFAULT_LOCALE, intlLocale, SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { formatCents } from "@/lib/money";
import type { Agreement, AgreementParty, ChangeOrder, Confirmation } from "@/lib/agreements/shapes";
import type { ProposalCharge } from "@/lib/proposals/shapes";
import { agreedDates } from "./contents";
import { holdbackSchedule } from "./holdback";
import { scheduleWithChanges } from "./schedule";

export interface AgreementSection {
  id: string;
  heading: string;
  intro?: string;
  /** Label and value pairs. */
  rows?: [string, string][];
  /** An itemised table: header, body rows, and label/value rows under it. */
  table?: { head: string[]; rows: string[][]; foot: [string, string][] };
  paragraphs?: { heading?: string; body: string; source?: string }[];
  /** Public registries to check a number on. */
  links?: { label: string; url: string }[];
}

const NOT_GIVEN = label("notGiven");

/** A required item not given yet: who adds it (the agreement cannot be confirmed without it). */
const missing = (party: AgreementParty) => label("missing", { party });

// The agreement is written in the default locale (content/agreement.ts).
const dateFormat = new Intl.DateTimeFormat(intlLocale(DEFAULT_LOCALE), {
  dateStyle: "long",
  timeZone: SITE_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat(intlLocale(DEFAULT_LOCALE), {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: SITE_TIME_ZONE,
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
  value.toLocaleString(intlLocale(DEFAULT_LOCALE), {
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });

export function changeOrderRows(order: ChangeOrder): [string, string][] {
  return [
    [label("change"), order.description],
    [label("priceChange"), signedCents(order.priceChangeCents)],
    [label("hstChange"), signedCents(order.hstChangeCents)],
    ...(order.startDate
      ? ([[label("newStartDate"), formatDay(order.startDate)]] as [string, string][])
      : []),
    ...(order.completionDate
      ? ([[label("newCompletionDate"), formatDay(order.completionDate)]] as [string, string][])
      : []),
    [label("proposedBy"), order.proposedBy === "homeowner" ? copy.homeowner : copy.contractor],
    [copy.homeowner, formatConfirmation(order.homeownerConfirmation)],
    [copy.contractor, formatConfirmation(order.contractorConfirmation)],
    ...(order.declinedAt
      ? ([
          [
            label("changeOrderAnswer"),
            label("changeOrderDeclined", {
              party: order.proposedBy === "homeowner" ? "contractor" : "homeowner",
              time: timeFormat.format(new Date(order.declinedAt)),
            }),
          ],
        ] as [string, string][])
      : []),
  ];
}

const confirmedOrders = ({ changeOrders }: Agreement) =>
  changeOrders.filter((order) => order.homeownerConfirmation && order.contractorConfirmation);

type Row = [string, string];

/** Who confirms for the contractor, when the contractor named a person (docs/decisions/0017-written-agreements.md). */
const signsFor = ({ details }: Agreement): Row[] =>
  details.signer
    ? [
        [
          label("signsFor"),
          label("signer", { name: details.signer.name, role: details.signer.role }),
        ],
      ]
    : [];

function parties(agreement: Agreement): AgreementSection {
  const { terms, details } = agreement;
  const operating: Row[] = details.operatingName
    ? [[label("operatingName"), details.operatingName]]
    : [];
  return {
    id: "parties",
    heading: copy.parties,
    rows: [
      [copy.homeowner, terms.homeowner.name],
      [label("homeownerAddress"), agreement.homeownerAddress ?? missing("homeowner")],
      [label("homeownerEmail"), terms.homeowner.email ?? NOT_GIVEN],
      [copy.contractor, terms.contractor.name],
      ...signsFor(agreement),
      [label("businessName"), agreement.contractorBusinessName ?? missing("contractor")],
      ...operating,
      [label("businessAddress"), agreement.contractorAddress ?? missing("contractor")],
      [label("contractorEmail"), terms.contractor.email],
      [label("contractorPhone"), terms.contractor.phone ?? details.phone ?? missing("contractor")],
    ],
  };
}

/**
 * Whether the agreement was negotiated in person away from the contractor's place of business
 * (a direct agreement, Consumer Protection Act, 2002, s. 1), as the contractor answered, and if
 * so who negotiated it for the contractor, where and when, and where and when it is made (O. Reg.
 * 17/05, s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md). Consumer agreements only.
 */
function directAgreement(agreement: Agreement): AgreementSection[] {
  if (!agreement.consumer) return [];
  const text = scope.directAgreement;
  const facts = agreement.details.directAgreement;
  const anyoneConfirmed = Boolean(
    agreement.homeownerConfirmation || agreement.contractorConfirmation,
  );
  const answer = facts
    ? facts.visited
      ? text.visitedAnswer
      : text.notVisitedAnswer
    : anyoneConfirmed
      ? text.notAsked
      : missing("contractor");
  const rows: Row[] = [[text.questionLabel, answer]];
  if (facts?.visited) {
    rows.push(
      [text.negotiatedByLabel, facts.negotiatedBy],
      [text.placeLabel, facts.place],
      [text.onLabel, formatDay(facts.on)],
    );
  }
  rows.push([text.madeLabel, text.made]);
  return [
    {
      id: "direct-agreement",
      heading: text.heading,
      rows,
      ...(facts ? { paragraphs: [facts.visited ? text.visited : text.notVisited] } : {}),
    },
  ];
}

function work({ terms, details }: Agreement): AgreementSection {
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
      [label("materials"), terms.proposal.materials ?? details.materials ?? missing("contractor")],
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
  ];
  // The fixed charges are in the total; those that may apply are stated right beside it, with
  // their amount or basis, never added (O. Reg. 17/05, s. 32; docs/decisions/0015-money-and-quote-pricing.md).
  const charges = quote.charges ?? [];
  for (const charge of charges.filter((charge) => charge.kind === "fixed")) {
    foot.push([
      label("chargeFixedLine", { description: charge.description }),
      formatCents(charge.amountCents ?? 0),
    ]);
  }
  foot.push([label("total"), formatCents(quote.totalCents)]);
  for (const charge of charges.filter((charge) => charge.kind === "may-apply")) {
    foot.push([
      label("chargeMayApplyLine", { description: charge.description }),
      chargeAmount(charge),
    ]);
  }
  if (changed) foot.push([label("totalWithChanges"), formatCents(agreement.currentTotalCents)]);
  return {
    id: "price",
    heading: copy.price,
    intro: quote.lineItems.some((line) => (line.pricing ?? "fixed") !== "fixed")
      ? agreement.consumer
        ? copy.priceIntroEstimates
        : scope.business.priceIntroEstimates
      : copy.priceIntro,
    table: {
      head: [label("item"), label("quantity"), label("unitPrice"), label("amount")],
      rows: quote.lineItems.map((line) => [
        line.pricing === "estimate"
          ? label("lineEstimate", { description: line.description })
          : line.pricing === "allowance"
            ? label("lineAllowance", { description: line.description })
            : line.description,
        label("quantityUnit", { quantity: quantity(line.quantity), unit: line.unit }),
        formatCents(line.unitPriceCents),
        formatCents(line.totalCents),
      ]),
      foot,
    },
  };
}

/** A charge's amount or basis as the agreement prints it. */
const chargeAmount = (charge: ProposalCharge) =>
  [charge.amountCents === null ? null : formatCents(charge.amountCents), charge.basis]
    .filter(Boolean)
    .join(", ");

function additionalCharges({ terms, details }: Agreement): AgreementSection {
  // A proposal that stated its charges gives them (0128); an older one, what the contractor added.
  const stated = terms.quote.charges;
  const charges = stated
    ? stated.map((charge) => ({
        description: charge.description,
        amount:
          charge.kind === "fixed"
            ? label("chargeFixed", { amount: chargeAmount(charge) })
            : label("chargeMayApply", { amount: chargeAmount(charge) }),
      }))
    : details.additionalCharges;
  const rows: Row[] =
    charges === undefined
      ? [[copy.additionalCharges, missing("contractor")]]
      : charges.length === 0
        ? [[copy.additionalCharges, label("noCharges")]]
        : charges.map((charge): Row => [charge.description, charge.amount]);
  return {
    id: "additional-charges",
    heading: copy.additionalCharges,
    intro: copy.additionalChargesIntro,
    rows,
  };
}

/**
 * The payments as the schedule states them (the deposit is its first payment, never a line of its
 * own as well): without a schedule, the deposit and the balance on completion.
 */
export function payments({ terms: { quote } }: Agreement) {
  const deposit = quote.deposit?.depositCents ?? null;
  if (quote.schedule.length > 0) {
    return { milestones: quote.schedule, depositFirst: quote.schedule[0]!.amountCents === deposit };
  }
  const onCompletion = label("onCompletion");
  if (deposit !== null && deposit > 0 && deposit < quote.totalCents) {
    return {
      milestones: [
        { description: label("deposit"), amountCents: deposit },
        { description: onCompletion, amountCents: quote.totalCents - deposit },
      ],
      depositFirst: true,
    };
  }
  return {
    milestones: [{ description: onCompletion, amountCents: quote.totalCents }],
    depositFirst: false,
  };
}

function payment(agreement: Agreement): AgreementSection {
  const { quote } = agreement.terms;
  const { milestones, depositFirst } = payments(agreement);
  // Each confirmed change order's price and HST, taken up by the last payments (docs/decisions/0019-payments-holdback-and-change-orders.md).
  const changes = confirmedOrders(agreement).map(
    (order) => order.priceChangeCents + order.hstChangeCents,
  );
  const schedule = holdbackSchedule(scheduleWithChanges(milestones, changes));
  const rows: Row[] = [
    [label("paymentMethod"), agreement.details.paymentMethod ?? missing("contractor")],
  ];
  if (changes.length > 0) {
    rows.push([copy.changeOrders, label("scheduleChanged", { count: String(changes.length) })]);
  }
  if (quote.deposit && quote.deposit.depositCents > 0 && !depositFirst) {
    rows.push([
      label("deposit"),
      label("depositIncluded", { amount: formatCents(quote.deposit.depositCents) }),
    ]);
  }
  const amount = formatCents(schedule.holdbackCents);
  const lien = agreement.completion?.lienPeriod;
  const release = lien
    ? holdbackText.releaseOn({
        amount,
        basis: lien.basis,
        from: formatDay(lien.from),
        release: formatDay(lien.releaseOn),
      })
    : agreement.completion?.kind === "substantial-performance" &&
        agreement.completion.answer !== "disputed"
      ? holdbackText.releaseAwaiting(amount)
      : holdbackText.releasePending(amount);
  return {
    id: "payment",
    heading: copy.payment,
    intro: copy.paymentIntro,
    rows,
    table: {
      head: [
        label("paymentHead"),
        label("paymentAmount"),
        label("paymentHoldback"),
        label("paymentPayable"),
      ],
      rows: schedule.payments.map((line, index) => [
        label(index === 0 && depositFirst ? "paymentDeposit" : "payment", {
          number: String(index + 1),
          description: line.description,
        }),
        formatCents(line.amountCents),
        formatCents(line.holdbackCents),
        formatCents(line.payableCents),
      ]),
      foot: [
        [label("holdbackLine"), formatCents(schedule.holdbackCents)],
        [label("scheduleTotal"), formatCents(agreement.currentTotalCents)],
      ],
    },
    paragraphs: [
      { heading: holdbackText.heading, body: holdbackText.body, source: holdbackText.source },
      { body: release },
      promptPaymentText,
    ],
  };
}

function dates(agreement: Agreement): AgreementSection {
  const agreed = agreedDates(agreement);
  // The last confirmed change order that moves a date gives it, beside the date first agreed
  // (docs/decisions/0019-payments-holdback-and-change-orders.md).
  const shown = (field: "startDate" | "completionDate") => {
    const moved = confirmedOrders(agreement)
      .filter((order) => order[field])
      .at(-1);
    const first = agreed[field];
    if (moved) {
      return label("dateChanged", {
        date: formatDay(moved[field]!),
        number: String(moved.number),
        before: first ? formatDay(first) : NOT_GIVEN,
      });
    }
    return first ? formatDay(first) : missing("contractor");
  };
  return {
    id: "dates",
    heading: copy.dates,
    rows: [
      [label("startDate"), shown("startDate")],
      [label("completionDate"), shown("completionDate")],
      [label("timeline"), agreement.terms.proposal.timeline],
    ],
  };
}

function warranty({ terms: { quote } }: Agreement): AgreementSection {
  const term =
    quote.warrantyMonths === null
      ? label("noWarranty")
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

/**
 * Who obtains the building permit; for electrical work the notification to ESA, which no
 * electrical job is without (a "none needed" from before that rule reads as unstated); and Ontario
 * One Call's locates before any digging.
 */
function permits({ terms: { quote, project } }: Agreement): AgreementSection {
  const electrical = electricalWork(project.category);
  const building =
    quote.permitsBy && !(electrical && quote.permitsBy === "none-needed")
      ? permitsClause[quote.permitsBy]
      : permitsUnstated;
  return {
    id: "permits",
    heading: copy.permits,
    paragraphs: [
      { body: building, source: scope.permits.buildingSource },
      ...(electrical ? [scope.permits.esa] : []),
      scope.permits.oneCall,
    ],
  };
}

/**
 * The licences that apply to the project and its work, each as the proposal states it; where the
 * category asks whether the work includes gas, the answer; what WSIB coverage the law asks of
 * construction, and who is exempt (docs/decisions/0016-credentials-licences-and-permits.md).
 */
function licences({ terms }: Agreement): AgreementSection {
  const { category, location } = terms.project;
  const work = statedWork(terms.quote);
  const rules = credentialsFor(category, location, work);
  const rows: Row[] = [];
  if (asksGasWork(category) && terms.quote.gasWork !== undefined) {
    rows.push([label("gasWork"), label(terms.quote.gasWork ? "gasWorkYes" : "gasWorkNo")]);
  }
  for (const rule of rules) {
    rows.push([
      credentials[rule.kind].name,
      terms.quote.credentials[rule.kind] ??
        (rule.required ? label("credentialMissing") : scope.credentialNotStated),
    ]);
  }
  if (rules.length === 0) rows.push([label("licences"), label("noLicences")]);
  const wsib = rules.some((rule) => rule.kind === "wsibClearance");
  return {
    id: "credentials",
    heading: copy.credentials,
    intro: `${copy.credentialsIntro} ${credentialNotice}`,
    rows,
    ...(wsib ? { paragraphs: [scope.credentialsMore.wsib] } : {}),
    // The registry pages and their wording, as the proposals and profiles give them.
    links: rules.flatMap((rule) => {
      const { issuer, registryUrl, lookup } = credentials[rule.kind];
      return registryUrl && lookup
        ? [{ label: label(`registryLink.${lookup}`, { issuer }), url: registryUrl }]
        : [];
    }),
  };
}

function cancellation({ details }: Agreement): AgreementSection {
  const terms = details.cancellationTerms;
  return {
    id: "cancellation",
    heading: copy.cancellation,
    paragraphs: [
      {
        body:
          terms === undefined
            ? missing("contractor")
            : terms === ""
              ? label("noCancellationTerms")
              : terms,
      },
    ],
  };
}

/** A consumer's rights under the Act; a business client's contract states none it does not give. */
function rights(agreement: Agreement): AgreementSection {
  if (!agreement.consumer) {
    return {
      id: "business-note",
      heading: scope.business.note.heading,
      paragraphs: [
        { body: scope.business.note.body, source: scope.business.note.source },
        scope.business.taxes,
      ],
    };
  }
  return {
    id: "rights",
    heading: copy.rights,
    paragraphs: [
      ...statutoryTerms.map((term) => ({
        heading: term.heading,
        body: term.body,
        source: term.source,
      })),
      { body: copy.statuteNote },
    ],
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

/** The date of the agreement: the later of the two confirmations. */
export const formatDated = (datedAt: string | null) =>
  datedAt ? timeFormat.format(new Date(datedAt)) : label("notDatedYet");

function confirmations(agreement: Agreement): AgreementSection {
  return {
    id: "confirmations",
    heading: copy.confirmations,
    ...(agreement.datedAt ? {} : { intro: copy.nothingBinds }),
    rows: [
      [copy.homeowner, formatConfirmation(agreement.homeownerConfirmation)],
      [copy.contractor, formatConfirmation(agreement.contractorConfirmation)],
      [label("datedAt"), formatDated(agreement.datedAt)],
    ],
  };
}

/**
 * The O. Reg. 8/18 cover page, first in a consumer agreement for a restricted product: its
 * substance, how the parties met (the posted project, with its date), the homeowner's answer to
 * who asked for the visit with its time and what it means (docs/decisions/0018-agreements-and-ontario-consumer-law.md), and when the
 * homeowner confirmed reading it. A cover page confirmed before the question was asked says so.
 */
function coverPage(agreement: Agreement): AgreementSection[] {
  if (!agreement.coverPage) return [];
  const text = scope.coverPage;
  const { project } = agreement.terms;
  const id = String(project.displayId);
  const { confirmedAt, answer, answeredAt } = agreement.coverPage;
  const question: [string, string] = [
    text.questionLabel,
    answer ? text.answer[answer] : confirmedAt ? text.notAsked : text.notAnswered,
  ];
  return [
    {
      id: "cover-page",
      heading: text.heading,
      intro: text.intro,
      rows: [
        [
          text.metLabel,
          project.postedAt
            ? text.met({ id, date: dateFormat.format(new Date(project.postedAt)) })
            : text.metUndated(id),
        ],
        question,
        ...(answeredAt
          ? [[text.answeredLabel, timeFormat.format(new Date(answeredAt))] as [string, string]]
          : []),
        [
          text.confirmedLabel,
          confirmedAt ? timeFormat.format(new Date(confirmedAt)) : text.notConfirmed,
        ],
      ],
      paragraphs: [...(answer ? [text.consequence[answer]] : []), ...text.paragraphs],
    },
  ];
}

/** The right the Act gives that each reason of a notice names, as the rights section states it. */
const RIGHT_OF_REASON: Record<CancellationReason, StatutoryTerm | null> = {
  "cooling-off": "homeAgreements",
  "late-start": "lateStart",
  online: "onlineAgreements",
  "missing-information": "missingInformation",
  "unfair-practice": "falseStatements",
  other: null,
};

/**
 * The homeowner's notice of cancellation, once given: by whom, when, the reason and their words,
 * the right that reason names, what the Act says follows and how notice is given (Consumer
 * Protection Act, 2002, ss. 92 and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md). The site does not decide whether
 * the cancellation is valid, and says so.
 */
function cancellationNotice(agreement: Agreement): AgreementSection[] {
  const notice = agreement.cancellationNotice;
  if (!notice) return [];
  const text = scope.cancellationNotice;
  const rows: Row[] = [
    [text.givenByLabel, text.givenBy(agreement.terms.homeowner.name)],
    [text.givenAtLabel, timeFormat.format(new Date(notice.givenAt))],
    [text.reasonLabel, text.reason[notice.reason]],
  ];
  if (notice.explanation) rows.push([text.explanationLabel, notice.explanation]);
  const right = RIGHT_OF_REASON[notice.reason];
  const term = right ? statutoryTerms.find((candidate) => candidate.key === right) : undefined;
  return [
    {
      id: "cancellation-notice",
      heading: text.heading,
      intro: text.intro,
      rows,
      paragraphs: [
        ...(term ? [{ heading: term.heading, body: term.body, source: term.source }] : []),
        text.follows,
        text.proof,
      ],
    },
  ];
}

/** The title and the note under it: a consumer's agreement, or a business client's contract. */
export const agreementHeading = (agreement: Pick<Agreement, "consumer">) =>
  agreement.consumer
    ? { title: copy.title, notLegalAdvice: copy.notLegalAdvice }
    : { title: scope.business.title, notLegalAdvice: scope.business.notLegalAdvice };

/** Each section in print order; those that apply only sometimes give none or one. */
const SECTIONS: ((agreement: Agreement) => AgreementSection | AgreementSection[])[] = [
  coverPage,
  parties,
  directAgreement,
  work,
  price,
  additionalCharges,
  payment,
  dates,
  warranty,
  permits,
  licences,
  cancellation,
  rights,
  changes,
  confirmations,
  cancellationNotice,
];

/** Every section of the agreement, in order. */
export function agreementDocument(agreement: Agreement): AgreementSection[] {
  return SECTIONS.flatMap((section) => section(agreement));
}
