import "server-only";

import { randomUUID } from "node:crypto";

import sharp from "sharp";

import { ApiError } from "@/lib/api/errors";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "Each photo must be 10 MB or smaller";
/** Longest side of a stored photo: plenty for a project page, and it bounds the size on disk. */
const MAX_SIDE = 1600;

/** The format a file really is, from its first bytes, whatever its name or declared type says. */
export function sniffImage(data: Uint8Array): "png" | "jpeg" | "gif" | "webp" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end));
  if (data[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * Re-encodes an uploaded photo as a JPEG: turned upright, at most 1600 px on its longest side,
 * and with every piece of metadata (GPS position, camera serials) left behind.
 */
export async function processPhoto(data: Buffer): Promise<{ name: string; data: Buffer }> {
  if (data.byteLength > MAX_PHOTO_BYTES) throw new ApiError(413, PHOTO_TOO_LARGE);
  if (!sniffImage(data))
    throw new ApiError(415, "Only PNG, JPG, GIF or WebP images can be uploaded");
  try {
    const output = await sharp(data, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { name: `${randomUUID()}.jpg`, data: output };
  } catch {
    throw new ApiError(415, "This image could not be read. Try another photo.");
  }
}
