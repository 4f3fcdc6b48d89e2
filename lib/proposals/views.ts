// A proposal as each reader may see it: the public, the project's owner. Pure shapes.
import type {
  OwnerProposal,
  PublicProposal,
  PublicStructuredProposal,
  StructuredProposal,
} from "@/lib/proposals/shapes";
import type { ProposalRow } from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
import type { ProposalStatus } from "@/lib/validation/options";

/** The displayed id of the project a proposal is on. */
export const displayIdOf = (row: ProposalRow) =>
  row.sampleDisplayId ?? postedDisplayId(row.projectRowId!);

/** The structured part without the business's address, which only the project's owner sees. */
function publicStructured(details: StructuredProposal): PublicStructuredProposal {
  const { business, ...rest } = details;
  return { ...rest, business: business && { name: business.name } };
}

/** Whether the proposal has lapsed (one sent before proposals lapsed never does). */
export const hasLapsed = (row: { validUntil: Date | null }, now = new Date()) =>
  row.validUntil !== null && row.validUntil.getTime() <= now.getTime();

export function toPublicProposal(row: ProposalRow, now = new Date()): PublicProposal {
  return {
    id: row.id,
    projectId: displayIdOf(row),
    contractorName: row.contractorName,
    bidAmount: row.bidAmount,
    timeline: row.timeline,
    approach: row.approach,
    experience: row.experience,
    materials: row.materials,
    warranty: row.warranty,
    additionalNotes: row.additionalNotes,
    structured: row.details ? publicStructured(row.details) : null,
    status: row.status as ProposalStatus,
    submittedDate: row.submittedAt.toISOString(),
    profileSlug: row.profileSlug,
    validUntil: row.validUntil?.toISOString() ?? null,
    validDays: row.validDays,
    lapsed: hasLapsed(row, now),
  };
}

export const toOwnerProposal = (
  row: ProposalRow,
  agreementId: number | null = null,
): OwnerProposal => ({
  ...toPublicProposal(row),
  contractorEmail: row.contractorEmail,
  contractorPhone: row.contractorPhone,
  structured: row.details,
  agreementId,
});
