import { z } from "zod";

import { emailLinkSchema, type EmailLinkInput } from "@/lib/validation/common";

// POST /api/auth/sign-in
export const signInSchema = emailLinkSchema;
export type SignInInput = EmailLinkInput;

// PUT /api/pro/notifications
export const notificationSettingsSchema = z.object({ notices: z.boolean() });
