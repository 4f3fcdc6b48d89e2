import { randomUUID } from "node:crypto";

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import * as completeRoute from "@/app/api/uploads/direct/complete/route";
import * as directRoute from "@/app/api/uploads/direct/route";
import * as photoRoute from "@/app/api/uploads/[name]/route";
import * as uploadsRoute from "@/app/api/uploads/route";
import { sweepUnattachedPhotos } from "@/lib/projects/photos";
import { configurePhotoQueue, MAX_PHOTO_BYTES } from "@/lib/photos";
import {
  localPhotoStorage,
  s3PhotoStorage,
  setPhotoStorage,
  sweepIncomingUploads,
  type PhotoStorage,
} from "@/lib/storage/photos";

import { databases, params, request, useDatabase, validProject } from "./helpers";
import { SITE_ORIGIN, startTestBucket, type TestBucket } from "./s3-server";

// Before any import reads the environment: local photos, when a test uses them, go here.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "tp-object-storage-"));
  process.env.DATA_DIR = dir;
  return dir;
});

const DAY_MS = 24 * 60 * 60 * 1000;

let bucket: TestBucket;
let storage: PhotoStorage;
/** A client of its own, to look into the bucket the way an operator would. */
let s3: S3Client;

beforeAll(async () => {
  bucket = await startTestBucket();
  storage = s3PhotoStorage(bucket.settings);
  s3 = new S3Client({
    region: bucket.settings.region,
    endpoint: bucket.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
beforeEach(() => setPhotoStorage(storage));
afterEach(() => configurePhotoQueue());
afterAll(async () => {
  setPhotoStorage(undefined);
  s3?.destroy();
  await bucket?.stop();
});

/** Every key in the bucket under a prefix. */
async function keys(prefix: string): Promise<string[]> {
  const { Contents } = await s3.send(
    new ListObjectsV2Command({ Bucket: bucket.settings.bucket, Prefix: prefix }),
  );
  return (Contents ?? []).map((object) => object.Key!).sort();
}

/** An object's bytes, or null when the bucket has no such key. */
async function object(key: string): Promise<Buffer | null> {
  try {
    const { Body } = await s3.send(
      new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: key }),
    );
    return Buffer.from(await Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return null;
    throw error;
  }
}

/** A JPEG straight from a camera: EXIF with a GPS position. */
function cameraJpeg(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: "#4477aa" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 1152/100" },
    })
    .jpeg()
    .toBuffer();
}

async function uploadThroughServer(data: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type: "image/jpeg" }), "photo.jpg");
  const response = await uploadsRoute.POST(
    new Request(`${SITE_ORIGIN}/api/uploads`, { method: "POST", body: form }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()).path;
}

async function served(photoPath: string) {
  const name = photoPath.split("/").pop()!;
  return photoRoute.GET(request(photoPath), params({ name }));
}

const presign = (body?: unknown) =>
  directRoute.POST(
    request("/api/uploads/direct", {
      method: "POST",
      ...(body === undefined ? {} : { body }),
    }),
    undefined,
  );

const complete = (key: unknown) =>
  completeRoute.POST(
    request("/api/uploads/direct/complete", {
      method: "POST",
      body: { key },
    }),
    undefined,
  );

/** Puts an object under incoming/ as a browser with a ticket would, and answers its key. */
async function incoming(data: Buffer): Promise<string> {
  const key = `incoming/${randomUUID()}`;
  await s3.send(new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: key, Body: data }));
  return key;
}

describe("photos in an S3-compatible bucket", () => {
  it("put, get, list (page by page) and delete round trip under uploads/", async () => {
    const names = Array.from({ length: 5 }, () => `${randomUUID()}.jpg`);
    const before = Date.now();
    for (const [index, name] of names.entries()) {
      await storage.put(name, Buffer.from(`photo ${index}`));
    }
    // Objects that are not photos are never listed (nor swept).
    await s3.send(
      new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: "uploads/notes.txt", Body: "x" }),
    );

    expect((await keys("uploads/")).filter((key) => key.endsWith(".jpg"))).toEqual(
      names.map((name) => `uploads/${name}`).sort(),
    );
    expect((await storage.get(names[2]!))?.toString()).toBe("photo 2");
    expect(await storage.get(`${randomUUID()}.jpg`)).toBeNull();

    // Five photos at two a page: three requests, each continuing from the last.
    const listed = await storage.list();
    expect(listed.map((photo) => photo.name).sort()).toEqual([...names].sort());
    for (const photo of listed) {
      expect(photo.storedAt).toBeInstanceOf(Date);
      // The bucket keeps whole seconds.
      expect(photo.storedAt.getTime()).toBeGreaterThan(before - 2_000);
      expect(photo.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }

    for (const name of names) await storage.delete(name);
    // Deleting what is already gone is no error.
    await storage.delete(names[0]!);
    expect(await storage.get(names[0]!)).toBeNull();
    expect(await storage.list()).toEqual([]);
    expect(await keys("uploads/")).toEqual(["uploads/notes.txt"]);
  });

  it("the readiness probe writes and removes an object outside uploads/", async () => {
    await storage.checkWritable();
    expect(await keys("probes/")).toEqual([]);
    const unreachable = s3PhotoStorage({ ...bucket.settings, endpoint: "http://127.0.0.1:1" });
    await expect(unreachable.checkWritable()).rejects.toThrow();
  });

  it("POST /api/uploads stores the photo in the bucket and GET /api/uploads/{name} serves it", async () => {
    const photoPath = await uploadThroughServer(await cameraJpeg());
    const name = photoPath.split("/").pop()!;
    const stored = await object(`uploads/${name}`);
    expect(stored).not.toBeNull();

    const response = await served(photoPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(stored!)).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect((await served(`/api/uploads/${randomUUID()}.jpg`)).status).toBe(404);
  });

  it("direct upload: presign, PUT the bytes to the bucket, complete, then served", async () => {
    expect(await (await directRoute.GET(request("/api/uploads/direct"), undefined)).json()).toEqual(
      { available: true },
    );

    const original = await cameraJpeg(2400, 1600);
    const ticketResponse = await presign({ size: original.byteLength });
    expect(ticketResponse.status).toBe(200);
    expect(ticketResponse.headers.get("cache-control")).toBe("no-store");
    const ticket = await ticketResponse.json();
    expect(ticket).toEqual({
      uploadUrl: expect.any(String),
      key: expect.stringMatching(/^incoming\/[a-f0-9-]{36}$/),
      method: "PUT",
      headers: expect.any(Object),
    });
    const url = new URL(ticket.uploadUrl);
    expect(url.origin).toBe(bucket.endpoint);
    expect(url.pathname).toBe(`/${bucket.settings.bucket}/${ticket.key}`);
    // Valid for 5 minutes, and the size is part of the signature.
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toContain("content-length");

    // The browser's preflight: the site's origin may PUT, another origin may not.
    const preflight = (origin: string) =>
      fetch(ticket.uploadUrl, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PUT",
          "access-control-request-headers": "content-type",
        },
      });
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-methods")).toContain("PUT");
    expect((await preflight("https://elsewhere.example")).status).toBe(403);

    const put = await fetch(ticket.uploadUrl, {
      method: ticket.method,
      headers: ticket.headers,
      body: new Uint8Array(original),
    });
    expect(put.status).toBe(200);
    expect((await object(ticket.key))?.equals(original)).toBe(true);

    const done = await complete(ticket.key);
    expect(done.status).toBe(201);
    const { path: photoPath } = await done.json();
    expect(photoPath).toMatch(/^\/api\/uploads\/[a-f0-9-]{36}\.jpg$/);
    // Processed as POST /api/uploads does: a new JPEG, 1600 px at most, no metadata.
    const response = await served(photoPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // The incoming object is gone, so the key cannot be completed twice.
    expect(await object(ticket.key)).toBeNull();
    expect((await complete(ticket.key)).status).toBe(404);
  });

  it("POST /api/uploads/direct refuses a presign without the photo's size: 400 with issues, no URL", async () => {
    for (const body of [
      undefined,
      {},
      { size: null },
      { size: 0 },
      { size: -1 },
      { size: 1.5 },
      { size: "1000" },
    ]) {
      const response = await presign(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        code: "invalid_fields",
        error: "Please fix the following errors:",
        issues: [{ path: "size", message: "size must be the photo's size in bytes" }],
      });
    }
    const tooLarge = await presign({ size: MAX_PHOTO_BYTES + 1 });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe("Each photo must be 10 MB or smaller");
    const notJson = await directRoute.POST(
      request("/api/uploads/direct", {
        method: "POST",
        raw: "size=1000",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      undefined,
    );
    expect(notJson.status).toBe(415);
    expect(await keys("incoming/")).toEqual([]);
  });

  it("a presigned URL takes a body of the signed size only, as S3 checks the signature", async () => {
    const size = 4096;
    const { uploadUrl, key, headers } = await (await presign({ size })).json();
    expect(new URL(uploadUrl).searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual([
      "content-length",
      "host",
    ]);
    const put = (url: string, bytes: number) =>
      fetch(url, { method: "PUT", headers, body: new Uint8Array(bytes).fill(0x41) });
    for (const other of [size + 1, size - 1, MAX_PHOTO_BYTES]) {
      const refused = await put(uploadUrl, other);
      expect(refused.status, String(other)).toBe(403);
      expect(await refused.text()).toContain("SignatureDoesNotMatch");
      expect(await object(key)).toBeNull();
    }
    // The test bucket checks signatures at all: a tampered one is refused at the right size too.
    const tampered = new URL(uploadUrl);
    tampered.searchParams.set("X-Amz-Signature", "0".repeat(64));
    expect((await put(tampered.href, size)).status).toBe(403);
    expect((await put(uploadUrl, size)).status).toBe(200);
    expect((await object(key))?.byteLength).toBe(size);
    await storage.direct!.remove(key);
  });

  it("complete refuses keys it did not issue, missing objects, over 10 MB and non-images", async () => {
    for (const key of [
      "uploads/0b7c9a52-5d1e-4f7e-9a3c-2f1d8e6b4a10.jpg",
      "incoming/../uploads/x",
      "incoming/0B7C9A52-5D1E-4F7E-9A3C-2F1D8E6B4A10",
      `incoming/${randomUUID()}/x`,
      "",
      42,
    ]) {
      const response = await complete(key);
      expect(response.status, String(key)).toBe(400);
    }
    const notJson = await completeRoute.POST(
      request("/api/uploads/direct/complete", {
        method: "POST",
        raw: "key=incoming/x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      undefined,
    );
    expect(notJson.status).toBe(415);

    expect((await complete(`incoming/${randomUUID()}`)).status).toBe(404);

    // Over 10 MB: refused from its declared size, and removed.
    const huge = await incoming(Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff));
    const tooLarge = await complete(huge);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe("Each photo must be 10 MB or smaller");
    expect(await object(huge)).toBeNull();

    // Not an image whatever it claims: 415, and removed.
    const html = await incoming(Buffer.from("<html><script>alert(1)</script></html>"));
    const refused = await complete(html);
    expect(refused.status).toBe(415);
    expect((await refused.json()).error).toBe("Only PNG, JPG, GIF or WebP images can be uploaded");
    expect(await object(html)).toBeNull();

    // Too many pixels: 413, as through POST /api/uploads.
    const wide = await incoming(
      await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#888" } })
        .png()
        .toBuffer(),
    );
    expect((await complete(wide)).status).toBe(413);
    expect(await keys("incoming/")).toEqual([]);
  });

  it("a busy server answers 503 and keeps the upload, so the same key completes later", async () => {
    const key = await incoming(await cameraJpeg(64, 48));
    configurePhotoQueue({ concurrency: 0, maxWaiting: 0 });
    const busy = await complete(key);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("3");
    expect(await object(key)).not.toBeNull();
    configurePhotoQueue();
    expect((await complete(key)).status).toBe(201);
    expect(await object(key)).toBeNull();
  });

  it("uploads never completed are swept after an hour, photos are not", async () => {
    const left = await incoming(Buffer.from("abandoned"));
    const photoPath = await uploadThroughServer(await cameraJpeg(64, 48));
    expect(await sweepIncomingUploads()).toBe(0);
    expect(await sweepIncomingUploads({ now: Date.now() + 2 * 60 * 60 * 1000 })).toBe(1);
    expect(await object(left)).toBeNull();
    expect((await served(photoPath)).status).toBe(200);
  });

  it("on local disk direct uploads are not offered: 404, and photos go to POST /api/uploads", async () => {
    setPhotoStorage(localPhotoStorage(`${dataDir}/uploads`));
    expect(await (await directRoute.GET(request("/api/uploads/direct"), undefined)).json()).toEqual(
      { available: false },
    );
    const response = await presign({ size: 1000 });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/POST|\/api\/uploads/);
    expect((await complete(`incoming/${randomUUID()}`)).status).toBe(404);
    expect(await sweepIncomingUploads({ now: Date.now() + DAY_MS })).toBe(0);
    const photoPath = await uploadThroughServer(await cameraJpeg(64, 48));
    expect((await served(photoPath)).status).toBe(200);
  });
});

async function postProject(images: string[]) {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: { ...validProject, images } }),
    undefined,
  );
  expect(response.status).toBe(201);
}

describe.each(databases)("the photo sweep on the bucket, with $name", (target) => {
  useDatabase(target);

  it("removes photos no project shows once older than a day, and keeps the rest", async () => {
    // Photos of earlier tests in this file are loose too: start from an empty uploads/.
    for (const photo of await storage.list()) await storage.delete(photo.name);
    const loose = await uploadThroughServer(await cameraJpeg(64, 48));
    const attached = await uploadThroughServer(await cameraJpeg(64, 48));
    await postProject([attached]);

    // Nothing is a day old yet.
    expect(await sweepUnattachedPhotos()).toBe(0);
    expect(await sweepUnattachedPhotos({ now: Date.now() + DAY_MS + 60_000 })).toBe(1);
    expect((await served(loose)).status).toBe(404);
    expect(await object(`uploads/${loose.split("/").pop()}`)).toBeNull();
    expect((await served(attached)).status).toBe(200);
    expect((await storage.list()).map((photo) => photo.name)).toEqual([attached.split("/").pop()]);
  });
});
