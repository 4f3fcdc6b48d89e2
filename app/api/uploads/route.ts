import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos";
import { photoStorage } from "@/lib/storage/photos";

export const dynamic = "force-dynamic";

// POST /api/uploads: one project photo (multipart field "file"); answers its path
export const POST = handler(async (request) => {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(415, "Send the photo as multipart/form-data in a field named file");
  }
  // The photo plus a little multipart framing.
  if (Number(request.headers.get("content-length") ?? "0") > MAX_PHOTO_BYTES + 64 * 1024) {
    throw new ApiError(413, "Each photo must be 10 MB or smaller");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, "The upload could not be read");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ApiError(400, "No photo in the field named file");
  const photo = await processPhoto(Buffer.from(await file.arrayBuffer()));
  await photoStorage().put(photo.name, photo.data);
  return json({ path: `/api/uploads/${photo.name}` }, 201);
});
