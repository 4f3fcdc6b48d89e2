import { z } from "zod";

import { emailSchema, honeypot } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";

// POST /api/recover: the manage links of the projects posted with this address, by e-mail
export const recoverySchema = z.object({ email: emailSchema, website: honeypot });
export type RecoveryInput = z.input<typeof recoverySchema>;

// PATCH /api/admin/messages/{id}
export const markHandledSchema = z.object({
  handled: z.boolean({ error: invalid("handled") }),
});
