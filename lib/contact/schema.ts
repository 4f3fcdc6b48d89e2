import { z } from "zod";

import { emailSchema, honeypot, optionalText, requiredText } from "@/lib/validation/common";

// POST /api/contact
export const createContactMessageSchema = z.object({
  name: requiredText(100, "Name is required"),
  email: emailSchema,
  phone: optionalText(30),
  subject: requiredText(200, "Subject is required"),
  message: requiredText(5_000, "Message is required", { multiline: true }),
  website: honeypot,
});
export type CreateContactMessageInput = z.input<typeof createContactMessageSchema>;
