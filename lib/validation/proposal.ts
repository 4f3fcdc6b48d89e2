import { z } from "zod";

import { emailSchema, honeypot, optionalText } from "./common";
import { BID_AMOUNT_OPTIONS, PROPOSAL_TIMELINE_OPTIONS } from "./options";

/** A text of at least `min` characters, with SPEC section 5's message. */
const textAtLeast = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `At most ${max} characters` });

// POST /api/proposals. projectId is the project's displayed id (2000+ sample request, 3000+ posted).
export const createProposalSchema = z.object({
  projectId: z.coerce.number({ error: "Project is required" }).int().positive().max(2_147_483_647),
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
  approach: textAtLeast(10, 5_000, "Please provide a detailed approach (minimum 10 characters)"),
  experience: textAtLeast(
    10,
    5_000,
    "Please describe your relevant experience (minimum 10 characters)",
  ),
  materials: optionalText(2_000),
  warranty: optionalText(500),
  additionalNotes: optionalText(2_000),
  website: honeypot,
});
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.output<typeof createProposalSchema>;

// PATCH /api/proposals/{id}/status
export const updateProposalStatusSchema = z.object({
  status: z.enum(["accepted", "declined"], { error: "Status must be accepted or declined" }),
});
