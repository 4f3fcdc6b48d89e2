import "server-only";

import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

import { INCOMING_KEY } from "@/lib/storage/upload-schema";

import {
  PHOTO_NAME,
  type IncomingObject,
  type PhotoStorage,
  type S3Settings,
  type StoredPhoto,
} from "./photo-storage";

/** Stored photos: `uploads/<uuid>.jpg`, the same name as in `/api/uploads/<uuid>.jpg`. */
const PHOTOS = "uploads/";
/** Direct uploads, not yet processed: `incoming/<uuid>`. */
const INCOMING = "incoming/";
/** Readiness probes, outside `uploads/` so no listing of photos ever sees one. */
const PROBES = "probes/";
/** How long a presigned upload may start: enough to send 10 MB on a slow connection. */
export const DIRECT_UPLOAD_SECONDS = 5 * 60;

/** True when S3 answered that the object does not exist (a missing bucket is a failure). */
function isMissing(error: unknown) {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/** Stops reading an object's body: nothing more is downloaded. */
function discard(body: GetObjectCommandOutput["Body"]) {
  (body as Readable | undefined)?.destroy?.();
}

/** An object's bytes, or null when it is missing or turns out larger than `maxBytes`. */
async function readBody(
  body: GetObjectCommandOutput["Body"],
  maxBytes: number,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      discard(body);
      return null;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function createS3PhotoStorage(settings: S3Settings): PhotoStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: presigned URLs then carry no checksum of an
    // empty body, and R2, MinIO and older servers need not support the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  /** Every object under a prefix, page by page (S3 answers at most 1000 keys a request). */
  async function listUnder(Prefix: string): Promise<{ key: string; storedAt: Date }[]> {
    const objects: { key: string; storedAt: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: settings.pageSize }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key && LastModified) objects.push({ key: Key, storedAt: LastModified });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  }

  async function getObject(key: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(name, data) {
      if (!PHOTO_NAME.test(name)) throw new Error("Not a photo name");
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: PHOTOS + name,
          Body: data,
          ContentType: "image/jpeg",
        }),
      );
    },
    async get(name) {
      if (!PHOTO_NAME.test(name)) return null;
      const object = await getObject(PHOTOS + name);
      if (!object) return null;
      return readBody(object.Body, Number.MAX_SAFE_INTEGER);
    },
    async delete(name) {
      if (!PHOTO_NAME.test(name)) return;
      // S3 answers 204 for a key that is already gone.
      await client.send(new DeleteObjectCommand({ Bucket, Key: PHOTOS + name }));
    },
    async list() {
      const photos: StoredPhoto[] = [];
      for (const { key, storedAt } of await listUnder(PHOTOS)) {
        const name = key.slice(PHOTOS.length);
        if (PHOTO_NAME.test(name)) photos.push({ name, storedAt });
      }
      return photos;
    },
    async checkWritable() {
      const Key = `${PROBES}${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket, Key, Body: "ok" }));
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    direct: {
      async create(size) {
        // Unsigned, the URL would take any body up to S3's 5 GB before the 10 MB check.
        if (!Number.isSafeInteger(size) || size < 1) throw new Error("Not a photo's size");
        const key = `${INCOMING}${randomUUID()}`;
        // A Content-Length in the command is signed (X-Amz-SignedHeaders): S3 then refuses a
        // body of any other size. Content-Type is never signed, so the browser may send any.
        const uploadUrl = await getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: key, ContentLength: size }),
          { expiresIn: DIRECT_UPLOAD_SECONDS },
        );
        return {
          uploadUrl,
          key,
          method: "PUT",
          headers: { "Content-Type": "application/octet-stream" },
        };
      },
      async read(key, maxBytes): Promise<IncomingObject> {
        if (!INCOMING_KEY.test(key)) return { found: false, reason: "missing" };
        const object = await getObject(key);
        if (!object) return { found: false, reason: "missing" };
        // The declared size first: an object too large is never downloaded.
        if ((object.ContentLength ?? 0) > maxBytes) {
          discard(object.Body);
          return { found: false, reason: "too-large" };
        }
        const data = await readBody(object.Body, maxBytes);
        return data ? { found: true, data } : { found: false, reason: "too-large" };
      },
      async remove(key) {
        if (!INCOMING_KEY.test(key)) return;
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      },
      async sweep(maxAgeMs, now = Date.now()) {
        let removed = 0;
        for (const object of await listUnder(INCOMING)) {
          if (now - object.storedAt.getTime() <= maxAgeMs) continue;
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.key }));
          removed++;
        }
        return removed;
      },
    },
  };
}
