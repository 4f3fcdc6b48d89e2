import "server-only";

import { eq, lt, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";

/** How long a kept answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyClaim {
  keyHash: string;
  endpoint: string;
  requestHash: string;
}

/** A finished request's record: what it was and its answer, as `keep` stored it. */
export interface KeptAnswer {
  endpoint: string;
  requestHash: string;
  status: number | null;
  response: string | null;
}

export type OnceOutcome<T> = { done: T } | { kept: KeptAnswer };

/**
 * Runs `work` at most once per key. The key is claimed, `work` runs and its answer is kept in
 * one transaction: a concurrent request with the same key waits on the claim (PostgreSQL's unique
 * index; PGlite runs one transaction at a time) and then reads the kept answer, and a failure
 * rolls the claim back with the work, so a retry runs again. A record older than the TTL counts
 * as absent and is taken over.
 */
export async function runOnce<T>(
  claim: IdempotencyClaim,
  work: (db: Database) => Promise<T>,
  keep: (result: T) => { status: number; response: string },
): Promise<OnceOutcome<T>> {
  const db = await getDb();
  const expired = sql`now() - ${`${IDEMPOTENCY_TTL_MS} milliseconds`}::interval`;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...claim })
      .onConflictDoUpdate({
        target: idempotencyKeys.keyHash,
        set: {
          endpoint: claim.endpoint,
          requestHash: claim.requestHash,
          status: null,
          response: null,
          createdAt: sql`now()`,
        },
        setWhere: lt(idempotencyKeys.createdAt, expired),
      })
      .returning({ keyHash: idempotencyKeys.keyHash });
    if (claimed.length === 0) {
      const [kept] = await tx
        .select({
          endpoint: idempotencyKeys.endpoint,
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.status,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.keyHash, claim.keyHash));
      // The conflicting row is locked by the statement above, so it is still there.
      return { kept: kept! };
    }
    const done = await work(tx as unknown as Database);
    await tx
      .update(idempotencyKeys)
      .set(keep(done))
      .where(eq(idempotencyKeys.keyHash, claim.keyHash));
    return { done };
  });
}

/** Deletes records past the TTL (the created_at index keeps this cheap). */
export async function deleteExpiredIdempotencyKeys(): Promise<void> {
  const db = await getDb();
  await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - ${`${IDEMPOTENCY_TTL_MS} milliseconds`}::interval`),
    );
}
