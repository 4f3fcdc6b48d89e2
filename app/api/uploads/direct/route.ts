import { ApiError, json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { MAX_PHOTO_BYTES } from "@/lib/photos";
import { photoStorage } from "@/lib/storage/photos";
import { directUploadSchema } from "@/lib/storage/upload-schema";

export const dynamic = "force-dynamic";

// GET /api/uploads/direct: whether photos may be sent straight to object storage here; the
// browser asks once instead of learning it from a 404 (which it would log as an error)
export const GET = handler(async () =>
  json({ available: Boolean(photoStorage().direct) }, 200, { "Cache-Control": "no-store" }),
);

// POST /api/uploads/direct: a presigned PUT that sends one photo's bytes, of the size given,
// straight to the bucket (object storage only; on local disk 404, and the photo goes to
// POST /api/uploads instead)
export const POST = handler(async (request) => {
  const direct = photoStorage().direct;
  if (!direct) {
    throw new ApiError(404, "direct_uploads_off");
  }
  // `{ "size": bytes }`: no body at all is answered as a body without the size (400 with issues).
  const hasBody =
    request.headers.has("content-type") || Number(request.headers.get("content-length") ?? 0) > 0;
  const { size } = parseWith(directUploadSchema, hasBody ? await readJson(request) : {});
  if (size > MAX_PHOTO_BYTES) throw new ApiError(413, "photo_too_large");
  const upload = await direct.create(size);
  return json(upload, 200, { "Cache-Control": "no-store" });
});
