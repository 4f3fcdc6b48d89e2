import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { readMultipartFile } from "@/lib/api/multipart";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, processPhoto } from "@/lib/photos";
import { photoStorage, uploadedPhotoPath } from "@/lib/storage/photos";

export const dynamic = "force-dynamic";

// POST /api/uploads: one project photo (multipart field "file"); answers its path
export const POST = handler(async (request) => {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(415, "Send the photo as multipart/form-data in a field named file");
  }
  const file = await readMultipartFile(request, {
    field: "file",
    maxBytes: MAX_PHOTO_BYTES,
    tooLarge: PHOTO_TOO_LARGE,
    missing: "No photo in the field named file",
  });
  const photo = await processPhoto(file);
  await photoStorage().put(photo.name, photo.data);
  return json({ path: uploadedPhotoPath(photo.name) }, 201);
});
