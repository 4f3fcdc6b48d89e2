import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The browser's side of photo uploads (lib/storage/client.ts) against a stand-in fetch.
type Call = { url: string; method: string; body: unknown };

let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  vi.resetModules();
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? "GET", body: init.body };
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => Response.json(body, { status });
const photo = () => new File([new Uint8Array(2048)], "kitchen.jpg", { type: "image/jpeg" });
const stored = { path: "/api/uploads/0b7c9a52-5d1e-4f7e-9a3c-2f1d8e6b4a10.jpg" };
const ticket = {
  uploadUrl: "https://bucket.example.com/photos/incoming/1f0e?X-Amz-Signature=abc",
  key: "incoming/0b7c9a52-5d1e-4f7e-9a3c-2f1d8e6b4a10",
  method: "PUT",
  headers: { "Content-Type": "application/octet-stream" },
};
const route = (call: Call) => `${call.method} ${call.url}`;

async function uploadPhoto(file: File) {
  const api = await import("@/lib/storage/client");
  return api.uploadPhoto(file);
}

describe("uploadPhoto", () => {
  it("posts the photo to /api/uploads when the server keeps photos on its disk", async () => {
    answer = (call) =>
      call.url === "/api/uploads/direct" ? json({ available: false }) : json(stored, 201);
    const api = await import("@/lib/storage/client");
    expect(await api.uploadPhoto(photo())).toEqual(stored);
    expect(await api.uploadPhoto(photo())).toEqual(stored);
    // Asked once per page, never with a request that answers 404.
    expect(calls.map(route)).toEqual([
      "GET /api/uploads/direct",
      "POST /api/uploads",
      "POST /api/uploads",
    ]);
    expect(calls[1]!.body).toBeInstanceOf(FormData);
  });

  it("sends the bytes to the bucket, then completes, with object storage", async () => {
    answer = (call) => {
      if (route(call) === "GET /api/uploads/direct") return json({ available: true });
      if (route(call) === "POST /api/uploads/direct") return json(ticket);
      if (call.url === ticket.uploadUrl) return new Response(null, { status: 200 });
      return json(stored, 201);
    };
    const file = photo();
    expect(await uploadPhoto(file)).toEqual(stored);
    expect(calls.map(route)).toEqual([
      "GET /api/uploads/direct",
      "POST /api/uploads/direct",
      `PUT ${ticket.uploadUrl}`,
      "POST /api/uploads/direct/complete",
    ]);
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ size: 2048 });
    expect(calls[2]!.body).toBe(file);
    expect(JSON.parse(calls[3]!.body as string)).toEqual({ key: ticket.key });
  });

  it("always sends the photo's size to the presign, and posts an empty file to /api/uploads", async () => {
    answer = (call) => {
      if (route(call) === "GET /api/uploads/direct") return json({ available: true });
      if (route(call) === "POST /api/uploads/direct") return json(ticket);
      if (call.url === ticket.uploadUrl) return new Response(null, { status: 200 });
      return json(stored, 201);
    };
    const api = await import("@/lib/storage/client");
    await api.uploadPhoto(new File([new Uint8Array(1)], "one-byte.jpg"));
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ size: 1 });

    calls = [];
    await api.uploadPhoto(new File([], "empty.jpg"));
    // No size to sign: never presigned, so never a URL without its Content-Length.
    expect(calls.map(route)).toEqual(["POST /api/uploads"]);
  });

  it("falls back to /api/uploads when the presign answers 404 or the PUT cannot be sent", async () => {
    answer = (call) => {
      if (route(call) === "GET /api/uploads/direct") return json({ available: true });
      if (route(call) === "POST /api/uploads/direct") return json({ error: "Not here" }, 404);
      return json(stored, 201);
    };
    expect(await uploadPhoto(photo())).toEqual(stored);
    expect(calls.map(route).at(-1)).toBe("POST /api/uploads");

    calls = [];
    vi.resetModules();
    answer = (call) => {
      if (route(call) === "GET /api/uploads/direct") return json({ available: true });
      if (route(call) === "POST /api/uploads/direct") return json(ticket);
      // Blocked by CORS or connect-src: fetch rejects.
      if (call.url === ticket.uploadUrl) throw new TypeError("Failed to fetch");
      return json(stored, 201);
    };
    expect(await uploadPhoto(photo())).toEqual(stored);
    expect(calls.map(route).at(-1)).toBe("POST /api/uploads");
  });

  it("shows the server's refusal as it is", async () => {
    answer = (call) =>
      route(call) === "GET /api/uploads/direct"
        ? json({ available: true })
        : json({ error: "Each photo must be 10 MB or smaller" }, 413);
    await expect(uploadPhoto(photo())).rejects.toMatchObject({
      message: "Each photo must be 10 MB or smaller",
      status: 413,
    });
  });
});
