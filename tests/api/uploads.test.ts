import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BusyError } from "@/lib/errors";
import { configurePhotoQueue, processPhoto, sniffImage } from "@/lib/photos";

// Before any import reads the environment (lib/photos reaches lib/env through lib/api/errors).
await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "tp-uploads-"));
});

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
function streamedUpload(fileBytes: number, head: Uint8Array = new Uint8Array(), field = "file") {
  const encoder = new TextEncoder();
  const opening = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.jpg"\r\n` +
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

/** A photo of random pixels: it compresses badly and takes real work to decode, as camera photos do. */
async function noisyJpeg(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
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
    expect(await response.json()).toEqual({
      code: "photo_too_large",
      error: "Each photo must be 10 MB or smaller",
    });
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
    expect(await wrongField.json()).toEqual({
      code: "upload_missing_file",
      error: "No photo in the field named file",
    });
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

  it("stops reading at the body's limit when the large file is in another field", async () => {
    const { request, pulled } = streamedUpload(300 * 1024 * 1024, undefined, "attachment");
    const response = await POST(request, undefined);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(11 * 1024 * 1024);
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

describe("photo decoding limits", () => {
  afterEach(() => configurePhotoQueue());

  it("refuses a 7000 × 7000 PNG with 413, whatever its small file size", async () => {
    const png = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: "#88aa66" },
    })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    const response = await upload(png, "huge.png", "image/png");
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/24 megapixels/);
  });

  it("accepts a 24-megapixel photo (6000 × 4000)", async () => {
    const photo = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: "#336699" },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(photo);
    expect(response.status).toBe(201);
  });

  it("answers 503 with Retry-After when the decoding queue is full; queued photos succeed", async () => {
    configurePhotoQueue({ concurrency: 1, maxWaiting: 1 });
    const photo = await noisyJpeg(3000, 2000);
    // Admission is decided when processPhoto is called: one decodes, one waits, two are refused.
    const settled = await Promise.allSettled([1, 2, 3, 4].map(() => processPhoto(photo)));
    expect(settled.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    for (const result of settled.slice(2)) {
      const error = (result as PromiseRejectedResult).reason;
      // The domain says "busy, try later"; the route turns it into 503 with Retry-After below.
      expect(error).toBeInstanceOf(BusyError);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    // Through the route: every answer is a 201 or a 503 with Retry-After, and both occur.
    const responses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => upload(photo)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const refused = responses.find((response) => response.status === 503)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/try again/i);
    // Once the queue has drained, photos are accepted again.
    expect((await upload(photo)).status).toBe(201);
  });
});
