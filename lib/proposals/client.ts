// The browser's calls about proposals: sending, tracking, the owner's answer (docs/api.md).
import type { OwnerProposal, PublicProposal, TrackedProposal } from "@/lib/proposals/shapes";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import { call, create } from "@/lib/client/api";

/** Adds a proposal to the signed-in account: with its receipt's link, or (same address) without. */
export const claimProposal = (proposalId: number, token?: string) =>
  call<{ claimed: true }>("/api/pro/claim", {
    method: "POST",
    body: JSON.stringify({ proposalId, ...(token ? { token } : {}) }),
  });

/** The stored proposal and its private tracking token (shown once). */
export const submitProposal = (input: CreateProposalInput, idempotencyKey: string) =>
  create<PublicProposal & { trackingToken: string; receiptEmailed: boolean }>(
    "/api/proposals",
    input,
    idempotencyKey,
  );

/** The proposal, its project and (once accepted) the homeowner's contact, for its tracking token. */
export const fetchTrackedProposal = (proposalId: number, token: string) =>
  call<TrackedProposal>(`/api/proposals/${proposalId}/track`, { token });

/** Withdraws a pending proposal; answers what the tracking page shows next. */
export const withdrawProposal = (proposalId: number, token: string) =>
  call<TrackedProposal>(`/api/proposals/${proposalId}/withdraw`, { method: "POST", token });

/** Renews a pending proposal for its days from now; answers what the tracking page shows next. */
export const renewProposal = (proposalId: number, token: string) =>
  call<TrackedProposal>(`/api/proposals/${proposalId}/renew`, { method: "POST", token });

export const fetchProposals = (projectRowId: number, token: string | null) =>
  call<OwnerProposal[]>(`/api/proposals/project/${projectRowId}`, { token });

export const setProposalStatus = (
  proposalId: number,
  status: "accepted" | "declined",
  token: string | null,
  homeownerEmail?: string,
  householdUse?: boolean,
) =>
  call<OwnerProposal & { contractorNotified?: boolean }>(`/api/proposals/${proposalId}/status`, {
    method: "PATCH",
    body: JSON.stringify({
      status,
      ...(homeownerEmail ? { homeownerEmail } : {}),
      ...(householdUse === undefined ? {} : { householdUse }),
    }),
    token,
  });
