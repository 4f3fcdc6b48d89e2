import { z } from "zod";

import { emailSchema, honeypot, idSchema, optionalText, textAtLeast } from "./common";
import { BID_AMOUNT_OPTIONS, PROPOSAL_TIMELINE_OPTIONS } from "./options";

// POST /api/proposals. projectId is the project's displayed id (2000+ sample request, 3000+ posted).
export const createProposalSchema = z.object({
  // A JSON number, as the form sends it: "3001", "0xBB9" or [3001] are refused, not coerced.
  projectId: idSchema({ required: "Project is required", invalid: "Not a valid project id" }),
  contractorName: textAtLeast(1, 100, "Contractor name is required"),
  contractorEmail: emailSchema,
  contractorPhone: optionalText(30),
  bidAmount: z
    .string({ error: "Bid amount is required" })
    .min(1, { error: "Bid amount is required" })
    .pipe(z.enum(BID_AMOUNT_OPTIONS, { error: "Choose a bid amount from the list" })),
  timeline: z
    .string({ error: "Timeline is required" })
    .min(1, { error: "Timeline is required" })
    .pipe(z.enum(PROPOSAL_TIMELINE_OPTIONS, { error: "Choose a timeline from the list" })),
  approach: textAtLeast(10, 5_000, "Please provide a detailed approach (minimum 10 characters)", {
    multiline: true,
  }),
  experience: textAtLeast(
    10,
    5_000,
    "Please describe your relevant experience (minimum 10 characters)",
    { multiline: true },
  ),
  materials: optionalText(2_000, { multiline: true }),
  warranty: optionalText(500, { multiline: true }),
  additionalNotes: optionalText(2_000, { multiline: true }),
  website: honeypot,
});
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.output<typeof createProposalSchema>;

// PATCH /api/proposals/{id}/status
export const updateProposalStatusSchema = z.object({
  status: z.enum(["accepted", "declined"], { error: "Status must be accepted or declined" }),
});
