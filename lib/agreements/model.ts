// The agreement as the parties see it: its state and its running total, worked out from the
// stored row, its proposal and its change orders. Pure: no database, no mail.
import type {
  Agreement,
  AgreementParty,
  AgreementTerms,
  ChangeOrder,
  Confirmation,
  StructuredProposal,
} from "@/lib/api-shapes";
import type { AgreementRow, ChangeOrderRow, ProjectRow, ProposalRow } from "@/lib/db/schema";
import { hstCents, sumCents } from "@/lib/money";
import { postedDisplayId } from "@/lib/projects/ids";

/** What the parties agree to, copied from the project and the accepted proposal. */
export function termsOf(proposal: ProposalRow, project: ProjectRow): AgreementTerms {
  const { business, ...quote } = proposal.details as StructuredProposal;
  return {
    project: {
      displayId: postedDisplayId(project.id),
      title: project.title,
      description: project.description,
      category: project.category,
      location: project.location,
    },
    homeowner: { name: project.homeowner, email: project.homeownerEmail },
    contractor: {
      name: proposal.contractorName,
      email: proposal.contractorEmail,
      phone: proposal.contractorPhone,
      businessName: business?.name ?? null,
      businessAddress: business?.address ?? null,
    },
    proposal: {
      id: proposal.id,
      submittedDate: proposal.submittedAt.toISOString(),
      timeline: proposal.timeline,
      approach: proposal.approach,
      materials: proposal.materials,
    },
    quote,
  };
}

/** An agreement's row with what its state depends on. */
export interface Loaded {
  row: AgreementRow;
  proposal: ProposalRow;
  orders: ChangeOrderRow[];
}

const confirmationOf = (name: string | null, at: Date | null): Confirmation | null =>
  name && at ? { name, at: at.toISOString() } : null;

const toChangeOrder = (order: ChangeOrderRow): ChangeOrder => ({
  number: order.number,
  description: order.description,
  priceChangeCents: order.priceChangeCents,
  hstChangeCents: order.hstChangeCents,
  completionDate: order.completionDate,
  proposedBy: order.proposedBy as AgreementParty,
  createdAt: order.createdAt.toISOString(),
  homeownerConfirmation: confirmationOf(order.homeownerName, order.homeownerConfirmedAt),
  contractorConfirmation: confirmationOf(order.contractorName, order.contractorConfirmedAt),
});

export const bothConfirmed = (row: {
  homeownerConfirmedAt: Date | null;
  contractorConfirmedAt: Date | null;
}) => row.homeownerConfirmedAt !== null && row.contractorConfirmedAt !== null;

/** The price before tax with every confirmed change order. */
export function currentSubtotal(terms: AgreementTerms, orders: ChangeOrderRow[]): number {
  const changes = orders.filter(bothConfirmed).map((order) => order.priceChangeCents);
  return changes.reduce((subtotal, change) => subtotal + change, terms.quote.subtotalCents);
}

export const totalWith = (terms: AgreementTerms, subtotalCents: number) =>
  sumCents([subtotalCents, hstCents(subtotalCents, terms.quote.hstRegistered)]);

export function stateOf(row: AgreementRow, proposal: ProposalRow): Agreement["state"] {
  if (proposal.status !== "accepted") return "withdrawn";
  if (bothConfirmed(row)) return "confirmed";
  const contractorAddress = row.terms.contractor.businessAddress ?? row.contractorAddress;
  return row.homeownerAddress && contractorAddress ? "awaiting-confirmation" : "awaiting-details";
}

export function toAgreement(
  { row, proposal, orders }: Loaded,
  viewer: Agreement["viewer"],
): Agreement {
  return {
    id: row.id,
    viewer,
    terms: row.terms,
    homeownerAddress: row.homeownerAddress,
    contractorAddress: row.terms.contractor.businessAddress ?? row.contractorAddress,
    contractorBusinessName: row.terms.contractor.businessName ?? row.contractorBusinessName,
    homeownerConfirmation: confirmationOf(row.homeownerName, row.homeownerConfirmedAt),
    contractorConfirmation: confirmationOf(row.contractorName, row.contractorConfirmedAt),
    state: stateOf(row, proposal),
    changeOrders: orders.map(toChangeOrder),
    currentTotalCents: totalWith(row.terms, currentSubtotal(row.terms, orders)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The party on the other side of the agreement. */
export const other = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";
