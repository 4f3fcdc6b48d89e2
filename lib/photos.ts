import "server-only";

import { randomUUID } from "node:crypto";

import sharp from "sharp";

import { BusyError, TooLargeError, UnsupportedInputError } from "@/lib/errors";
import { createWorkQueue, QueueFullError, type WorkQueueOptions } from "@/lib/work-queue";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Largest photo decoded, in pixels: a 24-megapixel camera (6000 × 4000) and every phone's main
 * camera (12 MP; 48 MP phones save 12 MP unless told otherwise). The file size says nothing of
 * this: a 7000 × 7000 PNG of one colour is 150 KB and decodes to 150 MB.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;
/** Longest side of a stored photo: plenty for a project page, and it bounds the size on disk. */
const MAX_SIDE = 1600;

// One libvips thread per photo: with two photos at once the server keeps a core for pages
// on a 2-core host. Every upload is a new image, so libvips' operation cache only holds memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Photos decoded at once and photos waiting: decoding is CPU and memory the server cannot
 * spare without bound, and a full queue answers 503 rather than running out of memory.
 */
const PHOTO_QUEUE: WorkQueueOptions = { concurrency: 2, maxWaiting: 6 };
const RETRY_AFTER_SECONDS = 3;
let queue = createWorkQueue(PHOTO_QUEUE);

/** Replaces the decoding queue (tests use a small one); no argument restores the default. */
export function configurePhotoQueue(options: WorkQueueOptions = PHOTO_QUEUE) {
  queue = createWorkQueue(options);
}

/** The format a file really is, from its first bytes, whatever its name or declared type says. */
export function sniffImage(data: Uint8Array): "png" | "jpeg" | "gif" | "webp" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end));
  if (data[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

const UNREADABLE = "photo_unreadable";

/**
 * Re-encodes an uploaded photo as a JPEG: turned upright, at most 1600 px on its longest side,
 * and with every piece of metadata (GPS position, camera serials) left behind. The photo is
 * admitted to the decoding queue at once or refused with 503.
 */
export function processPhoto(data: Buffer): Promise<{ name: string; data: Buffer }> {
  if (data.byteLength > MAX_PHOTO_BYTES)
    return Promise.reject(new TooLargeError("photo_too_large"));
  if (!sniffImage(data)) {
    return Promise.reject(new UnsupportedInputError("photo_type_unsupported"));
  }
  return queue
    .run(() => reencode(data))
    .catch((error: unknown) => {
      if (error instanceof QueueFullError) {
        throw new BusyError("photos_busy", RETRY_AFTER_SECONDS);
      }
      throw error;
    });
}

async function reencode(data: Buffer): Promise<{ name: string; data: Buffer }> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, animated: false };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone: nothing is decoded yet. No pixel limit here, so a large photo gets
    // the message below rather than sharp's.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new UnsupportedInputError(UNREADABLE);
  }
  if (!width || !height) throw new UnsupportedInputError(UNREADABLE);
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new TooLargeError("photo_too_many_pixels", {
      width: String(width),
      height: String(height),
    });
  }
  try {
    const output = await sharp(data, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { name: `${randomUUID()}.jpg`, data: output };
  } catch {
    throw new UnsupportedInputError(UNREADABLE);
  }
}
