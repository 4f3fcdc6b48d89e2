import { z } from "zod";

import { emailLinkSchema, type EmailLinkInput } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";

// POST /api/recover: the manage links of the projects posted with this address, by e-mail
export const recoverySchema = emailLinkSchema;
export type RecoveryInput = EmailLinkInput;

// PATCH /api/admin/messages/{id}
export const markHandledSchema = z.object({
  handled: z.boolean({ error: invalid("handled") }),
});
