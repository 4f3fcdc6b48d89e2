import { ApiError, describeError, json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { TooLargeError, UnsupportedInputError } from "@/lib/errors";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos";
import { photoStorage, uploadedPhotoPath, type DirectUploads } from "@/lib/storage/photos";
import { completeDirectUploadSchema } from "@/lib/storage/upload-schema";

export const dynamic = "force-dynamic";

/** Removes the incoming object; a failure leaves it to the bucket's expiry rule, not the answer. */
async function discard(direct: DirectUploads, key: string) {
  try {
    await direct.remove(key);
  } catch (error) {
    console.error(`Could not remove incoming upload ${key}: ${describeError(error)}`);
  }
}

// POST /api/uploads/direct/complete: processes a photo the browser sent to the bucket, as
// POST /api/uploads does, and answers its path
export const POST = handler(async (request) => {
  const storage = photoStorage();
  const direct = storage.direct;
  if (!direct) {
    throw new ApiError(404, "direct_uploads_off");
  }
  const { key } = parseWith(completeDirectUploadSchema, await readJson(request));
  const incoming = await direct.read(key, MAX_PHOTO_BYTES);
  if (!incoming.found) {
    if (incoming.reason === "too-large") {
      await discard(direct, key);
      throw new ApiError(413, "photo_too_large");
    }
    throw new ApiError(404, "upload_not_found");
  }
  let photo: { name: string; data: Buffer };
  try {
    photo = await processPhoto(incoming.data);
  } catch (error) {
    // A photo refused for what it is can never pass, so it goes; when the server is busy (503)
    // it stays, and the same key can be completed again after Retry-After.
    if (error instanceof TooLargeError || error instanceof UnsupportedInputError) {
      await discard(direct, key);
    }
    throw error;
  }
  await storage.put(photo.name, photo.data);
  await discard(direct, key);
  return json({ path: uploadedPhotoPath(photo.name) }, 201);
});
