import "server-only";

import { sql } from "drizzle-orm";

import {
  appliedMigrations,
  expectedMigrations,
  getDatabase,
  SchemaBehindError,
} from "@/lib/db/client";
import { singleton } from "@/lib/process-singletons.mjs";
import { photoStorage, type PhotoStorage } from "@/lib/storage/photos";

export type DatabaseState = "ok" | "unavailable" | "migrations pending";
export type StorageState = "ok" | "not writable";

export interface Readiness {
  ready: boolean;
  database: DatabaseState;
  storage: StorageState;
}

/** A check that has not answered by then counts as failed: a probe must answer, not hang. */
const CHECK_TIMEOUT_MS = 5_000;
/**
 * A storage probe is a write (and a request billed by the bucket's provider): one per process at
 * most every few seconds, however often the endpoint is called.
 */
const STORAGE_PROBE_REUSE_MS = 5_000;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The database answers `select 1` and has every migration of this build applied. */
async function databaseState(): Promise<DatabaseState> {
  try {
    const { db } = await within(getDatabase());
    await within(db.execute(sql`select 1`));
    // More applied than this build knows is a newer release rolling out: still ready.
    return (await within(appliedMigrations(db))) >= expectedMigrations()
      ? "ok"
      : "migrations pending";
  } catch (error) {
    return error instanceof SchemaBehindError ? "migrations pending" : "unavailable";
  }
}

let lastProbe: { storage: PhotoStorage; at: number; state: Promise<StorageState> } | undefined;

/** Photo storage takes a small write and its removal. */
function storageState(now = Date.now()): Promise<StorageState> {
  const storage = photoStorage();
  if (lastProbe?.storage === storage && now - lastProbe.at < STORAGE_PROBE_REUSE_MS) {
    return lastProbe.state;
  }
  const state = within(storage.checkWritable()).then(
    () => "ok" as const,
    () => "not writable" as const,
  );
  lastProbe = { storage, at: now, state };
  return state;
}

/**
 * True once the server has begun to stop (SIGTERM): server/production-server.mjs sets the flag,
 * shared by every route's bundle, so a load balancer hears "not ready" at once and sends new
 * requests elsewhere while this instance still answers the ones it gets.
 */
export function stopping(): boolean {
  return singleton("lifecycle", () => ({ stopping: false })).stopping;
}

/** Whether this instance can serve: never throws, so the endpoint answers 200 or 503. */
export async function readiness(): Promise<Readiness> {
  const [database, storage] = await Promise.all([databaseState(), storageState()]);
  return { ready: database === "ok" && storage === "ok", database, storage };
}
