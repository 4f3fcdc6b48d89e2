import { z } from "zod";

import { emailSchema, honeypot, optionalText, requiredText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";

// POST /api/contact
export const createContactMessageSchema = z.object({
  name: requiredText(100, invalid("nameRequired")),
  email: emailSchema,
  phone: optionalText(30),
  subject: requiredText(200, invalid("subjectRequired")),
  message: requiredText(5_000, invalid("messageRequired"), { multiline: true }),
  website: honeypot,
});
export type CreateContactMessageInput = z.input<typeof createContactMessageSchema>;
