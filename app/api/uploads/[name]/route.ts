import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/api/handler";
import { photoStorage } from "@/lib/storage/photos";

type Context = { params: Promise<{ name: string }> };

export const dynamic = "force-dynamic";

// GET /api/uploads/{name}: an uploaded photo
export const GET = handler(async (_request, context: Context) => {
  const { name } = await context.params;
  if (!/^[a-f0-9-]{36}\.jpg$/.test(name)) throw new NotFoundError("photo_not_found");
  const data = await photoStorage().get(name);
  if (!data) throw new NotFoundError("photo_not_found");
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/jpeg",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
