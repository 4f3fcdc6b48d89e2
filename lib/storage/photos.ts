import "server-only";

import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

/** A stored photo's name and when it was stored. */
export interface StoredPhoto {
  name: string;
  storedAt: Date;
}

/** Where uploaded photos live. The local folder is the default; S3-compatible storage can implement this too. */
export interface PhotoStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  /** Removes a photo; one already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored photo, with its age, for the sweep of photos no project shows. */
  list(): Promise<StoredPhoto[]>;
}

const PHOTO_NAME = /^[a-f0-9-]{36}\.jpg$/;
const UPLOAD_PATH = /^\/api\/uploads\/([a-f0-9-]{36}\.jpg)$/;

/** The path a project's `images` holds for a stored photo. */
export const uploadedPhotoPath = (name: string) => `/api/uploads/${name}`;

/** The stored photo an image path names, or null for any other image (a catalogue picture). */
export function uploadedPhotoName(imagePath: string): string | null {
  return UPLOAD_PATH.exec(imagePath)?.[1] ?? null;
}

export function localPhotoStorage(folder = path.join(env.DATA_DIR, "uploads")): PhotoStorage {
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
  };
}

let storage: PhotoStorage | undefined;
export const photoStorage = () => (storage ??= localPhotoStorage());
