import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { readMultipartFile } from "@/lib/api/multipart";
import { MAX_PHOTO_BYTES, processPhoto } from "@/lib/photos";
import { photoStorage, uploadedPhotoPath } from "@/lib/storage/photos";

export const dynamic = "force-dynamic";

// POST /api/uploads: one project photo (multipart field "file"); answers its path
export const POST = handler(async (request) => {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(415, "upload_not_multipart");
  }
  const file = await readMultipartFile(request, {
    field: "file",
    maxBytes: MAX_PHOTO_BYTES,
    tooLarge: "photo_too_large",
    missing: "upload_missing_file",
  });
  const photo = await processPhoto(file);
  await photoStorage().put(photo.name, photo.data);
  return json({ path: uploadedPhotoPath(photo.name) }, 201);
});
