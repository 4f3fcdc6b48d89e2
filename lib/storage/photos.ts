import "server-only";

import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";
import { singleton } from "@/lib/process-singletons.mjs";
import { INCOMING_KEY } from "@/lib/storage/upload-schema";

import { PHOTO_NAME, type PhotoStorage, type S3Settings, type StoredPhoto } from "./photo-storage";

export type {
  DirectUploads,
  IncomingObject,
  PhotoStorage,
  S3Settings,
  StoredPhoto,
} from "./photo-storage";
export { INCOMING_KEY, PHOTO_NAME };
const UPLOAD_PATH = /^\/api\/uploads\/([a-f0-9-]{36}\.jpg)$/;

/** The path a project's `images` holds for a stored photo. */
export const uploadedPhotoPath = (name: string) => `/api/uploads/${name}`;

/** The stored photo an image path names, or null for any other image (a catalogue picture). */
export function uploadedPhotoName(imagePath: string): string | null {
  return UPLOAD_PATH.exec(imagePath)?.[1] ?? null;
}

export function localPhotoStorage(
  // Known only at run time: the build must not trace the data folder.
  folder = path.join(/* turbopackIgnore: true */ env.DATA_DIR, "uploads"),
): PhotoStorage {
  return {
    async put(name, data) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), data, { flag: "wx" });
    },
    async get(name) {
      try {
        return await readFile(path.join(folder, name));
      } catch {
        return null;
      }
    },
    async delete(name) {
      if (!PHOTO_NAME.test(name)) return;
      await rm(path.join(folder, name), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch {
        return [];
      }
      const photos: StoredPhoto[] = [];
      for (const name of names.filter((entry) => PHOTO_NAME.test(entry))) {
        try {
          photos.push({ name, storedAt: (await stat(path.join(folder, name))).mtime });
        } catch {
          // removed meanwhile
        }
      }
      return photos;
    },
    async checkWritable() {
      // A name no photo can have, so neither list() nor the sweep ever sees it.
      const probe = path.join(folder, `.probe-${randomUUID()}`);
      await mkdir(folder, { recursive: true });
      await writeFile(probe, "ok", { flag: "wx" });
      await rm(probe, { force: true });
    },
  };
}

/**
 * Photos in an S3-compatible bucket: `uploads/<name>.jpg`, direct uploads under `incoming/`.
 * The SDK is loaded on first use, so a server on local disk never loads it.
 */
export function s3PhotoStorage(settings: S3Settings): PhotoStorage {
  let loading: Promise<PhotoStorage> | undefined;
  const load = () =>
    (loading ??= import("./s3").then((module) => module.createS3PhotoStorage(settings)));
  const direct = async () => (await load()).direct!;
  return {
    put: async (name, data) => (await load()).put(name, data),
    get: async (name) => (await load()).get(name),
    delete: async (name) => (await load()).delete(name),
    list: async () => (await load()).list(),
    checkWritable: async () => (await load()).checkWritable(),
    direct: {
      create: async (size) => (await direct()).create(size),
      read: async (key, maxBytes) => (await direct()).read(key, maxBytes),
      remove: async (key) => (await direct()).remove(key),
      sweep: async (maxAgeMs, now) => (await direct()).sweep(maxAgeMs, now),
    },
  };
}

/** The bucket the environment names (S3_BUCKET and the other S3_* variables), or null. */
export function s3SettingsFromEnv(): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Other S3-compatible servers mostly answer at one host, with the bucket in the path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}

let storage: PhotoStorage | undefined;

/** The process's photo storage: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function photoStorage(): PhotoStorage {
  if (!storage) {
    const settings = s3SettingsFromEnv();
    storage = settings ? s3PhotoStorage(settings) : localPhotoStorage();
  }
  return storage;
}

/** Replaces the process's photo storage (tests); undefined goes back to the environment's. */
export function setPhotoStorage(replacement: PhotoStorage | undefined) {
  storage = replacement;
}

/**
 * Incoming objects older than this were never completed: their presigned URL expired after 5
 * minutes, and a completion refused as busy is tried again within seconds.
 */
export const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;

/** Removes direct uploads never completed; 0 on local disk, which has none. */
export async function sweepIncomingUploads({
  maxAgeMs = INCOMING_MAX_AGE_MS,
  now = Date.now(),
} = {}): Promise<number> {
  const direct = photoStorage().direct;
  return direct ? direct.sweep(maxAgeMs, now) : 0;
}

/** Sweeps incoming uploads now and then hourly, once per process, on an unref'd timer. */
export function scheduleIncomingSweep(intervalMs = INCOMING_MAX_AGE_MS) {
  if (!photoStorage().direct) return;
  singleton("incomingSweep", () => {
    const timer = setInterval(sweepIncoming, intervalMs).unref();
    void sweepIncoming();
    return timer;
  });
}

function sweepIncoming() {
  return sweepIncomingUploads().then(
    (removed) => {
      if (removed > 0) console.log(`Removed ${removed} direct uploads never completed`);
    },
    (error: unknown) =>
      console.error(
        `Sweep of direct uploads failed: ${error instanceof Error ? error.name : String(error)}`,
      ),
  );
}
