import "server-only";

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

/** Where uploaded photos live. The local folder is the default; S3-compatible storage can implement this too. */
export interface PhotoStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
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
  };
}

let storage: PhotoStorage | undefined;
export const photoStorage = () => (storage ??= localPhotoStorage());
