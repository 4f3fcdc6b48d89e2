import { z } from "zod";

import { invalid } from "@/lib/validation/messages";

// One schema per payload, shared by the forms and the routes.

export const submitReviewSchema = z.object({
  rating: z
    .number({ error: invalid("reviewRating") })
    .int({ error: invalid("reviewRating") })
    .min(1, { error: invalid("reviewRating") })
    .max(5, { error: invalid("reviewRating") }),
  body: z
    .string({ error: invalid("reviewBody") })
    .trim()
    .min(20, { error: invalid("reviewBody") })
    .max(2000, { error: invalid("reviewBody") }),
});
export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;

export const respondToReviewSchema = z.object({
  response: z
    .string({ error: invalid("reviewResponse") })
    .trim()
    .min(2, { error: invalid("reviewResponse") })
    .max(2000, { error: invalid("reviewResponse") }),
});

export const reportReviewSchema = z.object({
  reason: z
    .string({ error: invalid("reviewReport") })
    .trim()
    .min(10, { error: invalid("reviewReport") })
    .max(1000, { error: invalid("reviewReport") }),
});

export const hideReviewSchema = z.object({
  reason: z
    .string({ error: invalid("reviewHideReason") })
    .trim()
    .min(5, { error: invalid("reviewHideReason") })
    .max(500, { error: invalid("reviewHideReason") }),
});
