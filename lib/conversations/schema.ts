import { z } from "zod";

import { imagePathSchema } from "@/lib/projects/schema";
import { optionalText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { MAX_MESSAGE_PHOTOS, MESSAGE_MAX_LENGTH } from "./rules";

// The bodies of a conversation's calls, shared by the form and the route handlers.

// POST /api/proposals/{proposalId}/messages: text, photos, or both.
export const sendMessageSchema = z
  .object({
    body: optionalText(MESSAGE_MAX_LENGTH, { multiline: true }),
    photos: z
      .array(
        imagePathSchema.refine((path) => path.startsWith("/api/uploads/"), {
          error: invalid("uploadedImage"),
        }),
      )
      .max(MAX_MESSAGE_PHOTOS, { error: invalid("tooManyPhotos", { max: MAX_MESSAGE_PHOTOS }) })
      .default([]),
  })
  .refine((input) => input.body !== undefined || input.photos.length > 0, {
    error: invalid("conversationMessageRequired"),
    path: ["body"],
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

// POST /api/proposals/{proposalId}/messages/read: the newest message the reader has on screen.
export const readMessagesSchema = z.object({
  upTo: z
    .number({ error: invalid("invalidId") })
    .int({ error: invalid("invalidId") })
    .positive({ error: invalid("invalidId") })
    .max(2_147_483_647, { error: invalid("invalidId") }),
});
export type ReadMessagesInput = z.input<typeof readMessagesSchema>;
