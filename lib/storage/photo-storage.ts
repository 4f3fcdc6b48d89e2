import type { DirectUploadTicket } from "@/lib/storage/shapes";

// What both photo storages (lib/storage/photos.ts: the local folder; lib/storage/s3.ts: a bucket)
// implement and accept, in a file of its own so neither has to import the other for it.

/** A stored photo's name and when it was stored. */
export interface StoredPhoto {
  name: string;
  storedAt: Date;
}

/** Where uploaded photos live: the local folder (the default) or an S3-compatible bucket. */
export interface PhotoStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  /** Removes a photo; one already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored photo, with its age, for the sweep of photos no project shows. */
  list(): Promise<StoredPhoto[]>;
  /** Writes and removes a small probe; throws when photos cannot be stored (readiness). */
  checkWritable(): Promise<void>;
  /** Uploads the browser sends straight to the storage; absent on local disk. */
  direct?: DirectUploads;
}

/** What reading an incoming object found. */
export type IncomingObject =
  { found: true; data: Buffer } | { found: false; reason: "missing" | "too-large" };

export interface DirectUploads {
  /**
   * A presigned PUT to a new `incoming/<uuid>` key, valid for a few minutes. `size` is signed as
   * the request's Content-Length, so the storage refuses a body of any other size.
   */
  create(size: number): Promise<DirectUploadTicket>;
  /** The incoming object's bytes, unless it is missing or larger than `maxBytes` (then unread). */
  read(key: string, maxBytes: number): Promise<IncomingObject>;
  /** Removes an incoming object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Removes incoming objects older than `maxAgeMs` (uploads never completed); returns how many. */
  sweep(maxAgeMs: number, now?: number): Promise<number>;
}

/** How to reach an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For R2, MinIO or a test server; AWS S3 itself needs none. */
  endpoint?: string;
  /** Without keys the SDK's own chain applies (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Objects listed per request (S3's own maximum, 1000, by default). */
  pageSize?: number;
}

/** A stored photo's file name: the UUID the upload was given, as JPEG. */
export const PHOTO_NAME = /^[a-f0-9-]{36}\.jpg$/;
