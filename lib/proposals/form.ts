// The proposal form's values (text as typed) and the POST /api/proposals body they make. This file
// loads with the form, so it stays free of zod: proposal-form-schema.ts checks the body with the
// API's own schema when the form is sent.
import {
  asksGasWork,
  credentials,
  credentialsFor,
  type CredentialKind,
  type CredentialRule,
} from "@/content/credentials";
import {
  formatCents,
  parseMoney,
  percentToBasisPoints,
  quantityToHundredths,
  sumCents,
  type Deposit,
} from "@/lib/money";
import type { LinePricing, StructuredProposal } from "@/lib/proposals/shapes";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import { invalid } from "@/lib/validation/messages";
import { PROPOSAL_VALID_DAYS } from "@/lib/validation/options";
import {
  MAX_QUANTITY_HUNDREDTHS,
  MAX_TOTAL_CENTS,
  MAX_UNIT_PRICE_CENTS,
  priceQuote,
} from "./pricing";

export const MONEY_MESSAGE = invalid("money");

/** A licence this work requires, left out: the form says it before sending, the API on receipt. */
export const missingCredentialMessage = (rule: CredentialRule, category: string) =>
  rule.gasWorkOnly
    ? invalid("credentialRequiredGasWork", { credential: credentials[rule.kind].name })
    : invalid("credentialRequired", { credential: credentials[rule.kind].name, category });

export const PERMITS_BY_OPTIONS = [
  "contractor",
  "homeowner",
  "none-needed",
] as const satisfies readonly NonNullable<StructuredProposal["permitsBy"]>[];

export interface LineItemValues {
  description: string;
  /** Fixed unless the contractor marks the line an estimate or an allowance. */
  pricing?: LinePricing;
  quantity: string;
  unit: string;
  /** Money as typed: "1,234.50". */
  unitPrice: string;
}

export interface MilestoneValues {
  description: string;
  amount: string;
}

export type DepositKind = "none" | "amount" | "percent";

export interface ChargeValues {
  description: string;
  /** Fixed: in the total. May apply: stated beside it, never added. */
  kind: "fixed" | "may-apply";
  /** Money as typed; required for a fixed charge. */
  amount: string;
  /** How a charge that may apply is worked out, when it has no set amount. */
  basis: string;
}

/** The itemised quote as the form holds it: every figure is text until the form is sent. */
export interface QuoteValues {
  lineItems: LineItemValues[];
  hstRegistered: "yes" | "no";
  hstNumber: string;
  depositKind: DepositKind;
  depositAmount: string;
  depositPercent: string;
  schedule: MilestoneValues[];
  /** Additional charges; a draft kept before they were asked has none. */
  charges?: ChargeValues[];
  startDate: string;
  completionDate: string;
  warrantyMonths: string;
  warrantyCovers: string;
  permitsBy: "" | (typeof PERMITS_BY_OPTIONS)[number];
  /**
   * Whether the work includes gas appliances or gas piping, asked where it decides the licences
   * (Plumbing: asksGasWork); a draft kept before the question has none.
   */
  gasWork?: "" | "yes" | "no";
  businessName: string;
  businessAddress: string;
  credentials: Record<CredentialKind, string>;
}

export interface ProposalFormValues {
  projectId: number;
  bidAmount: string;
  timeline: string;
  /** How many days it stands for the homeowner to accept (PROPOSAL_VALID_DAYS). */
  validDays: string;
  approach: string;
  experience: string;
  materials: string;
  warranty: string;
  additionalNotes: string;
  contractorName: string;
  contractorEmail: string;
  contractorPhone: string;
  website: string;
  /** The itemised quote is sent only when this is on. */
  itemised: boolean;
  structured: QuoteValues;
}

/** Where the project is: which credentials apply depends on its category and location. */
export interface ProjectPlace {
  category: string;
  location: string;
}

export const emptyLineItem = (): LineItemValues => ({
  description: "",
  pricing: "fixed",
  quantity: "1",
  unit: "each",
  unitPrice: "",
});

export const emptyMilestone = (): MilestoneValues => ({ description: "", amount: "" });

export const emptyCharge = (): ChargeValues => ({
  description: "",
  kind: "fixed",
  amount: "",
  basis: "",
});

export const emptyProposalForm = (projectId: number): ProposalFormValues => ({
  projectId,
  bidAmount: "",
  timeline: "",
  validDays: String(PROPOSAL_VALID_DAYS.default),
  approach: "",
  experience: "",
  materials: "",
  warranty: "",
  additionalNotes: "",
  contractorName: "",
  contractorEmail: "",
  contractorPhone: "",
  website: "",
  itemised: false,
  structured: {
    lineItems: [emptyLineItem()],
    hstRegistered: "yes",
    hstNumber: "",
    depositKind: "none",
    depositAmount: "",
    depositPercent: "",
    schedule: [],
    charges: [],
    startDate: "",
    completionDate: "",
    warrantyMonths: "",
    warrantyCovers: "",
    permitsBy: "",
    gasWork: "",
    businessName: "",
    businessAddress: "",
    credentials: {
      esaLicence: "",
      tssaRegistration: "",
      wsibClearance: "",
      torontoBusinessLicence: "",
      stoCertificate: "",
      hcraLicence: "",
      tarionEnrolment: "",
      liabilityInsurance: "",
    },
  },
});

// A number as people type one: 2, 2.5, 1,000 or 1,000.25 (commas only in threes).
const DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A typed number, or NaN when the text is not one: the API's schema then refuses it with its own
 * message ("Quantity must be a number"), exactly as the server would.
 */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s*%$/, "");
  return DECIMAL.test(trimmed) ? Number(trimmed.replaceAll(",", "")) : Number.NaN;
}

/** Cents as a money field shows them: 123456 → "1,234.56". */
export const centsToInput = (cents: number) => formatCents(cents).slice(1);

const filled = (text: string) => text.trim() !== "";

// The API's own limits (lib/proposals/pricing.ts): an amount past them is refused, so it is
// left out of the live figures rather than added into a sum no one will send.

/** Typed money in cents, when it is an amount the API can take. */
const amountOf = (text: string) => {
  const cents = parseMoney(text);
  return cents !== undefined && cents <= MAX_TOTAL_CENTS ? cents : undefined;
};

/** The figures the form shows as a contractor types, from lib/money (integer cents). */
export interface QuoteFigures {
  /** Each line's total, or undefined while its quantity or price is not a valid amount. */
  lineTotalsCents: (number | undefined)[];
  /** Every line has a total, so the figures below are the ones the server will compute. */
  complete: boolean;
  subtotalCents: number;
  hstCents: number;
  /** The fixed charges whose amounts are valid. */
  chargesCents: number;
  /** Subtotal, HST and the fixed charges. */
  totalCents: number;
  /** The deposit in cents, or undefined when there is none or it is not a valid amount. */
  depositCents: number | undefined;
  depositAboveAdvice: boolean;
  /** The sum of the milestones whose amounts are valid. */
  scheduledCents: number;
}

function depositOf(quote: QuoteValues): Deposit | undefined {
  if (quote.depositKind === "amount") {
    const cents = amountOf(quote.depositAmount);
    return cents === undefined ? undefined : { kind: "amount", cents };
  }
  if (quote.depositKind === "percent") {
    const percent = parseDecimal(quote.depositPercent);
    const basisPoints = percentToBasisPoints(percent);
    return basisPoints === undefined || basisPoints > 10_000
      ? undefined
      : { kind: "percent", percent };
  }
  return undefined;
}

export function quoteFigures(quote: QuoteValues): QuoteFigures {
  const lines = quote.lineItems.map((line) => {
    const quantityHundredths = quantityToHundredths(parseDecimal(line.quantity));
    const unitPriceCents = parseMoney(line.unitPrice);
    return quantityHundredths === undefined ||
      unitPriceCents === undefined ||
      quantityHundredths === 0 ||
      quantityHundredths > MAX_QUANTITY_HUNDREDTHS ||
      unitPriceCents > MAX_UNIT_PRICE_CENTS
      ? undefined
      : { quantityHundredths, unitPriceCents };
  });
  const valid = lines.filter((line) => line !== undefined);
  const deposit = depositOf(quote);
  const charges = (quote.charges ?? []).flatMap((charge) => {
    const amountCents = charge.kind === "fixed" ? amountOf(charge.amount) : undefined;
    return amountCents === undefined || amountCents === 0
      ? []
      : [{ kind: "fixed" as const, amountCents }];
  });
  const totals = priceQuote(valid, quote.hstRegistered === "yes", deposit, charges);
  let next = 0;
  const lineTotalsCents = lines.map((line) =>
    line === undefined ? undefined : totals.lineTotalsCents[next++],
  );
  const milestones = quote.schedule
    .map((milestone) => amountOf(milestone.amount))
    .filter((cents) => cents !== undefined);
  return {
    lineTotalsCents,
    complete: valid.length === lines.length,
    subtotalCents: totals.subtotalCents,
    hstCents: totals.hstCents,
    chargesCents: totals.chargesCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents ?? undefined,
    depositAboveAdvice: totals.depositAboveAdvice,
    scheduledCents: sumCents(milestones),
  };
}

/**
 * What the last payment must be for the schedule to add up to the total ("Fill the rest"), or
 * undefined while that cannot be told: a line or another payment is not an amount yet, or the
 * other payments already pass the total.
 */
export function restOfSchedule(quote: QuoteValues, figures: QuoteFigures): number | undefined {
  if (!figures.complete || quote.schedule.length === 0) return undefined;
  const others = quote.schedule.slice(0, -1).map((milestone) => amountOf(milestone.amount));
  if (others.some((cents) => cents === undefined)) return undefined;
  const rest = figures.totalCents - sumCents(others as number[]);
  return rest >= 0 ? rest : undefined;
}

/** A message the form gives on its own, before the API's schema sees the body. */
export interface FormProblem {
  /** The form field's name ("structured.lineItems.0.unitPrice"). */
  name: string;
  message: string;
}

type Structured = NonNullable<CreateProposalInput["structured"]>;

/** The itemised part of the body, and the amounts that could not be read. */
function structuredBodyOf(
  quote: QuoteValues,
  project: ProjectPlace,
  problems: FormProblem[],
): Structured {
  const money = (name: string, text: string) => {
    const cents = parseMoney(text);
    if (cents === undefined) problems.push({ name, message: MONEY_MESSAGE });
    return cents;
  };
  const figures = quoteFigures(quote);
  const registered = quote.hstRegistered === "yes";
  const structured: Structured = {
    lineItems: quote.lineItems.map((line, index) => ({
      description: line.description,
      pricing: line.pricing ?? "fixed",
      quantity: parseDecimal(line.quantity),
      unit: line.unit,
      unitPriceCents: money(`structured.lineItems.${index}.unitPrice`, line.unitPrice)!,
      ...(figures.lineTotalsCents[index] === undefined
        ? {}
        : { totalCents: figures.lineTotalsCents[index] }),
    })),
    hstRegistered: registered,
  };
  // The figures the form showed go with the quote: the server compares them with its own.
  if (figures.complete) {
    structured.subtotalCents = figures.subtotalCents;
    structured.hstCents = figures.hstCents;
    structured.totalCents = figures.totalCents;
  }
  if (registered && filled(quote.hstNumber)) structured.hstNumber = quote.hstNumber;
  if (quote.depositKind === "amount") {
    structured.deposit = {
      kind: "amount",
      cents: money("structured.depositAmount", quote.depositAmount)!,
    };
  } else if (quote.depositKind === "percent") {
    structured.deposit = { kind: "percent", percent: parseDecimal(quote.depositPercent) };
  }
  if (quote.schedule.length > 0) {
    structured.schedule = quote.schedule.map((milestone, index) => ({
      description: milestone.description,
      amountCents: money(`structured.schedule.${index}.amount`, milestone.amount)!,
    }));
  }
  // Always sent: no charge listed states that none applies.
  structured.charges = (quote.charges ?? []).map((charge, index) => {
    const amount = filled(charge.amount)
      ? money(`structured.charges.${index}.amount`, charge.amount)
      : undefined;
    return {
      description: charge.description,
      kind: charge.kind,
      ...(amount === undefined ? {} : { amountCents: amount }),
      ...(charge.kind === "may-apply" && filled(charge.basis) ? { basis: charge.basis } : {}),
    };
  });
  if (filled(quote.startDate)) structured.startDate = quote.startDate;
  if (filled(quote.completionDate)) structured.completionDate = quote.completionDate;
  if (filled(quote.warrantyMonths)) structured.warrantyMonths = parseDecimal(quote.warrantyMonths);
  if (filled(quote.warrantyCovers)) structured.warrantyCovers = quote.warrantyCovers;
  if (quote.permitsBy !== "") structured.permitsBy = quote.permitsBy;
  if (filled(quote.businessName) || filled(quote.businessAddress)) {
    structured.business = { name: quote.businessName, address: quote.businessAddress };
  }
  const gasWork = gasWorkOf(quote, project);
  if (gasWork !== undefined) structured.gasWork = gasWork;
  // Only the credentials that apply to this project and its work are shown, and only those sent.
  const credentials: Partial<Record<CredentialKind, string>> = {};
  for (const rule of credentialsFor(project.category, project.location, { gasWork })) {
    const value = quote.credentials[rule.kind];
    if (filled(value)) credentials[rule.kind] = value;
    else if (rule.required) {
      problems.push({
        name: `structured.credentials.${rule.kind}`,
        message: missingCredentialMessage(rule, project.category),
      });
    }
  }
  if (Object.keys(credentials).length > 0) structured.credentials = credentials;
  return structured;
}

/** The form's answer on gas work, where the project's category asks it; undefined otherwise. */
export function gasWorkOf(
  quote: Pick<QuoteValues, "gasWork">,
  project: ProjectPlace,
): boolean | undefined {
  if (!asksGasWork(project.category) || !quote.gasWork) return undefined;
  return quote.gasWork === "yes";
}

/**
 * The POST /api/proposals body for the form's values, and the problems only the form can see
 * (an amount that is not money, a required licence left empty). Empty optional fields are left
 * out; without the itemised quote the body is the simple proposal alone.
 */
export function proposalBodyOf(
  values: ProposalFormValues,
  project: ProjectPlace,
): { body: CreateProposalInput; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const body: CreateProposalInput = {
    projectId: values.projectId,
    contractorName: values.contractorName,
    contractorEmail: values.contractorEmail,
    timeline: values.timeline as CreateProposalInput["timeline"],
    approach: values.approach,
    experience: values.experience,
  };
  if (!values.itemised) body.bidAmount = values.bidAmount as CreateProposalInput["bidAmount"];
  // A draft kept before the question has none: the server's default then holds.
  if (filled(values.validDays ?? "")) body.validDays = Number(values.validDays);
  for (const name of [
    "contractorPhone",
    "materials",
    "warranty",
    "additionalNotes",
    "website",
  ] as const) {
    if (filled(values[name])) body[name] = values[name];
  }
  if (values.itemised) body.structured = structuredBodyOf(values.structured, project, problems);
  return { body, problems };
}

const SIMPLE_FIELDS = [
  "contractorName",
  "contractorEmail",
  "contractorPhone",
  "bidAmount",
  "timeline",
  "validDays",
  "approach",
  "experience",
  "materials",
  "warranty",
  "additionalNotes",
];

// API issue path → form field. Figures the form never types (line totals, subtotal, HST, total)
// land on the field they come from.
const FIELD_OF_PATH: [RegExp, string][] = [
  [new RegExp(`^(${SIMPLE_FIELDS.join("|")})$`), "$1"],
  [/^structured\.lineItems\.(\d+)\.(description|quantity|unit)$/, "structured.lineItems.$1.$2"],
  [
    /^structured\.lineItems\.(\d+)\.(unitPriceCents|totalCents)$/,
    "structured.lineItems.$1.unitPrice",
  ],
  [/^structured\.lineItems\.(\d+)$/, "structured.lineItems.$1.description"],
  [/^structured\.(lineItems|subtotalCents|totalCents)$/, "structured.lineItems.root"],
  [/^structured\.hstCents$/, "structured.hstRegistered"],
  [
    /^structured\.(hstRegistered|hstNumber|startDate|completionDate|warrantyMonths|warrantyCovers|permitsBy|gasWork)$/,
    "structured.$1",
  ],
  [/^structured\.deposit(?:\.kind)?$/, "structured.depositKind"],
  [/^structured\.deposit\.cents$/, "structured.depositAmount"],
  [/^structured\.deposit\.percent$/, "structured.depositPercent"],
  [/^structured\.schedule$/, "structured.schedule.root"],
  [/^structured\.schedule\.(\d+)\.amountCents$/, "structured.schedule.$1.amount"],
  [/^structured\.schedule\.(\d+)(?:\.description)?$/, "structured.schedule.$1.description"],
  [/^structured\.charges$/, "structured.charges.root"],
  [/^structured\.charges\.(\d+)\.amountCents$/, "structured.charges.$1.amount"],
  [/^structured\.charges\.(\d+)\.(kind|basis)$/, "structured.charges.$1.$2"],
  [/^structured\.charges\.(\d+)(?:\.description)?$/, "structured.charges.$1.description"],
  [/^structured\.business(?:\.name)?$/, "structured.businessName"],
  [/^structured\.business\.address$/, "structured.businessAddress"],
  [
    /^structured\.credentials\.(esaLicence|tssaRegistration|wsibClearance|torontoBusinessLicence|stoCertificate|hcraLicence|tarionEnrolment|liabilityInsurance)$/,
    "structured.credentials.$1",
  ],
];

/**
 * The form field an API issue belongs to ("structured.lineItems.0.unitPriceCents" →
 * "structured.lineItems.0.unitPrice"), or undefined when no field is at fault (a closed project,
 * the spam trap).
 */
export function formFieldOf(path: string): string | undefined {
  for (const [pattern, field] of FIELD_OF_PATH) {
    if (pattern.test(path)) return path.replace(pattern, field);
  }
  return undefined;
}

/**
 * The form's fields in the order they appear, so the error summary lists its messages as a
 * contractor reads the form: the quote and the price first, then the approach, the quote's terms
 * and who is bidding.
 */
export function formFieldOrder(
  values: Pick<ProposalFormValues, "itemised" | "structured">,
  project: ProjectPlace,
): string[] {
  const quote = values.structured;
  const price = values.itemised
    ? [
        ...quote.lineItems.flatMap((_, index) =>
          ["description", "quantity", "unit", "unitPrice"].map(
            (field) => `structured.lineItems.${index}.${field}`,
          ),
        ),
        "structured.lineItems.root",
        "structured.hstRegistered",
        "structured.hstNumber",
        "structured.depositKind",
        "structured.depositAmount",
        "structured.depositPercent",
        ...quote.schedule.flatMap((_, index) =>
          ["description", "amount"].map((field) => `structured.schedule.${index}.${field}`),
        ),
        "structured.schedule.root",
        ...(quote.charges ?? []).flatMap((_, index) =>
          ["description", "kind", "amount", "basis"].map(
            (field) => `structured.charges.${index}.${field}`,
          ),
        ),
        "structured.charges.root",
      ]
    : ["bidAmount"];
  const terms = values.itemised
    ? [
        "structured.startDate",
        "structured.completionDate",
        "structured.warrantyMonths",
        "structured.warrantyCovers",
        "structured.permitsBy",
        "structured.businessName",
        "structured.businessAddress",
        "structured.gasWork",
        ...credentialsFor(project.category, project.location, {
          gasWork: gasWorkOf(quote, project),
        }).map((rule) => `structured.credentials.${rule.kind}`),
      ]
    : [];
  return [
    "root",
    ...price,
    "timeline",
    "approach",
    "experience",
    "materials",
    "warranty",
    "additionalNotes",
    ...terms,
    "contractorName",
    "contractorEmail",
    "contractorPhone",
  ];
}

/** A field's element id: "structured.lineItems.0.unitPrice" → "proposal-structured-lineItems-0-unitPrice". */
export const fieldId = (name: string) => `proposal-${name.replaceAll(".", "-")}`;
