import { z } from "zod";

import { invalid } from "@/lib/validation/messages";

const SIZE_MESSAGE = invalid("uploadSize");
const KEY_MESSAGE = invalid("uploadKey");

/** The key of an object a browser uploaded directly, not yet processed: `incoming/<uuid>`. */
export const INCOMING_KEY = /^incoming\/[a-f0-9-]{36}$/;

// POST /api/uploads/direct: the photo's size in bytes (a File knows it), signed into the URL
export const directUploadSchema = z.object({
  size: z
    .number({ error: SIZE_MESSAGE })
    .int({ error: SIZE_MESSAGE })
    .min(1, { error: SIZE_MESSAGE }),
});

// POST /api/uploads/direct/complete: the key POST /api/uploads/direct answered
export const completeDirectUploadSchema = z.object({
  key: z.string({ error: KEY_MESSAGE }).regex(INCOMING_KEY, {
    error: KEY_MESSAGE,
  }),
});
