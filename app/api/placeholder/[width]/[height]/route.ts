import { z } from "zod";

import { ApiError, errorResponse } from "@/lib/api/errors";

const dimension = z.coerce.number().int().min(1).max(4000);

// GET /api/placeholder/{width}/{height}: a neutral placeholder image of that size (docs/api.md)
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ width: string; height: string }> },
) {
  const { width: rawWidth, height: rawHeight } = await params;
  const width = dimension.safeParse(rawWidth);
  const height = dimension.safeParse(rawHeight);
  if (!width.success || !height.success) {
    return errorResponse(new ApiError(400, "placeholder_size"));
  }
  const w = width.data;
  const h = height.data;
  const icon = Math.max(8, Math.round(Math.min(w, h) / 4));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#e2e8f0"/><g transform="translate(${(w - icon) / 2} ${(h - icon) / 2})" fill="none" stroke="#94a3b8" stroke-width="${Math.max(1, icon / 16)}"><rect x="0" y="0" width="${icon}" height="${icon}" rx="${icon / 8}"/><circle cx="${icon * 0.32}" cy="${icon * 0.34}" r="${icon / 10}"/><path d="M0 ${icon * 0.8} L${icon * 0.35} ${icon * 0.5} L${icon * 0.6} ${icon * 0.72} L${icon * 0.78} ${icon * 0.58} L${icon} ${icon * 0.76}"/></g></svg>`;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
