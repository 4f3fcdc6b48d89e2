import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

import { processPhoto, sniffImage } from "@/lib/photos";

vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "tp-uploads-")));

const { POST } = await import("@/app/api/uploads/route");
const { GET } = await import("@/app/api/uploads/[name]/route");

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
async function jpegWithGps() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#3366aa" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Homeowner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "43/1 39/1 1152/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "79/1 22/1 4860/100",
      },
    })
    .jpeg()
    .toBuffer();
}

const BOUNDARY = "----torontopros-test-boundary";

/**
 * A multipart body sent as a stream without Content-Length (chunked on the wire), its file part
 * produced on demand: `pulled()` tells how much of the file the server asked for.
 */
function streamedUpload(fileBytes: number, head: Uint8Array = new Uint8Array()) {
  const encoder = new TextEncoder();
  const opening = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const closing = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const CHUNK = 256 * 1024;
  let sent = 0;
  let stage: "opening" | "file" | "closing" | "done" = "opening";
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stage === "opening") {
          controller.enqueue(opening);
          stage = "file";
        } else if (stage === "file") {
          const size = Math.min(CHUNK, fileBytes - sent);
          const chunk = new Uint8Array(size).fill(0x5a);
          // The file's first bytes (a real photo) when given, filler after them.
          if (sent < head.byteLength) chunk.set(head.subarray(sent, sent + size));
          sent += size;
          controller.enqueue(chunk);
          if (sent >= fileBytes) stage = "closing";
        } else if (stage === "closing") {
          controller.enqueue(closing);
          stage = "done";
        } else {
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/uploads", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => sent };
}

function upload(data: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type }), name);
  return POST(
    new Request("http://localhost/api/uploads", { method: "POST", body: form }),
    undefined,
  );
}

describe("photo uploads", () => {
  it("recognises formats by content, not by name", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(sniffImage(png)).toBe("png");
    expect(sniffImage(await jpegWithGps())).toBe("jpeg");
    expect(sniffImage(Buffer.from("GIF89a....."))).toBe("gif");
    expect(sniffImage(Buffer.from("<svg xmlns=..."))).toBeNull();
  });

  it("strips GPS and camera metadata and bounds the size", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { data } = await processPhoto(original);
    const meta = await sharp(data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
    expect(data.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  it("POST /api/uploads stores a clean JPEG that GET serves", async () => {
    const response = await upload(await jpegWithGps(), "IMG_0001.HEIC.jpg");
    expect(response.status).toBe(201);
    const { path: photoPath } = await response.json();
    expect(photoPath).toMatch(/^\/api\/uploads\/[a-f0-9-]{36}\.jpg$/);
    const name = photoPath.split("/").pop();
    const served = await GET(new Request(`http://localhost${photoPath}`), {
      params: Promise.resolve({ name }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("refuses what is not an image whatever its name, and unknown photos 404", async () => {
    const fake = await upload("<html>not a photo</html>", "holiday.png", "image/png");
    expect(fake.status).toBe(415);
    const notMultipart = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      undefined,
    );
    expect(notMultipart.status).toBe(415);
    const missing = await GET(new Request("http://localhost/x"), {
      params: Promise.resolve({ name: "00000000-0000-0000-0000-000000000000.jpg" }),
    });
    expect(missing.status).toBe(404);
    const traversal = await GET(new Request("http://localhost/x"), {
      params: Promise.resolve({ name: "../../etc/passwd" }),
    });
    expect(traversal.status).toBe(404);
  });

  it("refuses a photo over 10 MB with 413", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const response = await upload(big);
    expect(response.status).toBe(413);
  });

  it("stops reading a 300 MB chunked upload at the limit and answers 413", async () => {
    const { request, pulled } = streamedUpload(300 * 1024 * 1024);
    expect(request.headers.get("content-length")).toBeNull();
    const response = await POST(request, undefined);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Each photo must be 10 MB or smaller" });
    expect(pulled()).toBeGreaterThan(10 * 1024 * 1024);
    expect(pulled()).toBeLessThan(11 * 1024 * 1024);
  });

  it("answers 400 for a form without a file named file, or a broken form", async () => {
    const photo = await jpegWithGps();
    const other = new FormData();
    other.append("photo", new Blob([photo as BlobPart], { type: "image/jpeg" }), "a.jpg");
    other.append("file", "not a file");
    const wrongField = await POST(
      new Request("http://localhost/api/uploads", { method: "POST", body: other }),
      undefined,
    );
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: "No photo in the field named file" });
    const noBoundary = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: "--x\r\n",
        headers: { "content-type": "multipart/form-data" },
      }),
      undefined,
    );
    expect(noBoundary.status).toBe(400);
    const cutShort = await POST(
      new Request("http://localhost/api/uploads", {
        method: "POST",
        body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`,
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      }),
      undefined,
    );
    expect(cutShort.status).toBe(400);
  });

  it("accepts a chunked upload of a photo of exactly 10 MB", async () => {
    // A valid JPEG padded after its end marker: decoders stop at the marker.
    const photo = await jpegWithGps();
    const { request } = streamedUpload(10 * 1024 * 1024, photo);
    const response = await POST(request, undefined);
    expect(response.status).toBe(201);
    const over = streamedUpload(10 * 1024 * 1024 + 1, photo);
    expect((await POST(over.request, undefined)).status).toBe(413);
  });
});
