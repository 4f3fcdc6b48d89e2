import { z } from "zod";

/** The key of an object a browser uploaded directly, not yet processed: `incoming/<uuid>`. */
export const INCOMING_KEY = /^incoming\/[a-f0-9-]{36}$/;

// POST /api/uploads/direct: the photo's size in bytes (a File knows it), signed into the URL
export const directUploadSchema = z.object({
  size: z
    .number({ error: "size must be the photo's size in bytes" })
    .int({ error: "size must be the photo's size in bytes" })
    .min(1, { error: "size must be the photo's size in bytes" }),
});

// POST /api/uploads/direct/complete: the key POST /api/uploads/direct answered
export const completeDirectUploadSchema = z.object({
  key: z
    .string({ error: "key must be the key POST /api/uploads/direct answered" })
    .regex(INCOMING_KEY, {
      error: "key must be the key POST /api/uploads/direct answered",
    }),
});
