// Payload fields several templates share.
import { z } from "zod";

import type { MailContext } from "../context";

/** The project's displayed id, the only reference a subject carries. */
export const projectRef = z.number().int().positive().optional();

/** The subject's project argument: the displayed id, or "none" (the message's select drops it). */
export const subjectProject = (project: number | undefined) =>
  project === undefined ? "none" : String(project);

export const url = z.url();

/**
 * An itemised quote's exact total and whether it carries HST. Optional: a simple proposal has
 * only its range (`bid`), and messages queued before it was added have neither.
 */
export const exactTotal = z
  .object({ cents: z.number().int().nonnegative(), hst: z.boolean() })
  .optional();

/** What a proposal costs, as every message says it: the exact total when there is one. */
export const priceOf = (
  { bid, total }: { bid: string; total?: z.infer<typeof exactTotal> },
  { t, money }: MailContext,
) => (total ? t(total.hst ? "price.withHst" : "price.noHst", { total: money(total.cents) }) : bid);

/** A proposal as the homeowner's notices describe it. */
export const proposalSummarySchema = z.object({
  /** The proposal's id, so a digest can leave out what changed before it went. */
  id: z.number().int().positive().optional(),
  contractor: z.string(),
  bid: z.string(),
  total: exactTotal,
  timeline: z.string(),
});
