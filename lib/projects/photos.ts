import "server-only";

import { and, inArray, sql } from "drizzle-orm";

import { getBackgroundDb, type Database } from "@/lib/db/client";
import { projects, proposalMessages } from "@/lib/db/schema";
import { singleton } from "@/lib/process-singletons.mjs";
import { photoStorage, uploadedPhotoName, uploadedPhotoPath } from "@/lib/storage/photos";

/** Uploads younger than this may still be on their way into a project being posted. */
export const UNATTACHED_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Queryable = Pick<Database, "selectDistinct">;

/**
 * Which of these image paths some project still shows, or some conversation's message holds. `images ?| paths` finds the projects
 * through their GIN index (projects_images_idx), so only those are unnested.
 */
export async function photoPathsInUse(db: Queryable, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const image = sql<string>`image.value`;
  const wanted = sql`array[${sql.join(
    paths.map((imagePath) => sql`${imagePath}`),
    sql`, `,
  )}]::text[]`;
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const shown = await db
    .selectDistinct({ path: image })
    .from(sql`${projects}, jsonb_array_elements_text(${projects.images}) AS image(value)`)
    .where(and(sql`${projects.images} ?| ${wanted}`, inArray(image, paths)));
  // A photo sent in a conversation (proposal_messages_photos_idx) is kept as long as it is.
  const sent = await db
    .selectDistinct({ path: image })
    .from(
      sql`${proposalMessages}, jsonb_array_elements_text(${proposalMessages.photos}) AS image(value)`,
    )
    .where(and(sql`${proposalMessages.photos} ?| ${wanted}`, inArray(image, paths)));
  return new Set([...shown, ...sent].map((row) => row.path));
}

/**
 * Removes stored photos by their image paths. Runs after the change that released them has
 * committed; a failure is logged and left to the sweep, since no project shows them any more.
 */
export async function removePhotos(paths: string[]): Promise<void> {
  const storage = photoStorage();
  for (const imagePath of paths) {
    const name = uploadedPhotoName(imagePath);
    if (!name) continue;
    try {
      await storage.delete(name);
    } catch (error) {
      console.error(`Could not remove photo ${name}:`, error);
    }
  }
}

/**
 * Removes uploaded photos that no project shows and that are older than `maxAgeMs`: photos
 * uploaded for a project never posted, or left behind by a failed removal. Returns how many.
 */
export async function sweepUnattachedPhotos({
  maxAgeMs = UNATTACHED_PHOTO_MAX_AGE_MS,
  now = Date.now(),
} = {}): Promise<number> {
  const old = (await photoStorage().list())
    .filter((photo) => now - photo.storedAt.getTime() > maxAgeMs)
    .map((photo) => uploadedPhotoPath(photo.name));
  if (old.length === 0) return 0;
  const db = await getBackgroundDb();
  let removed = 0;
  // In batches: one query's parameter list stays small however many photos there are.
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500);
    const inUse = await photoPathsInUse(db, batch);
    const loose = batch.filter((imagePath) => !inUse.has(imagePath));
    await removePhotos(loose);
    removed += loose.length;
  }
  return removed;
}

export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps now and then every hour, once per process. The timer is unref'd: it never keeps a
 * process alive that has nothing else to do.
 */
export function schedulePhotoSweep(intervalMs = PHOTO_SWEEP_INTERVAL_MS) {
  singleton("photoSweep", () => {
    const timer = setInterval(sweep, intervalMs).unref();
    void sweep();
    return timer;
  });
}

function sweep() {
  return sweepUnattachedPhotos().then(
    (removed) => {
      if (removed > 0) console.log(`Removed ${removed} uploaded photos no project shows`);
    },
    (error: unknown) =>
      console.error(
        `Photo sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
}
