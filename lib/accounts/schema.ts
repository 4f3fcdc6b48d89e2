import { z } from "zod";

import { emailSchema, honeypot } from "@/lib/validation/common";

// POST /api/auth/sign-in
export const signInSchema = z.object({ email: emailSchema, website: honeypot });
export type SignInInput = z.input<typeof signInSchema>;

// PUT /api/pro/notifications
export const notificationSettingsSchema = z.object({ notices: z.boolean() });
