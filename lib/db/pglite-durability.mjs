// Durable commits for the embedded database. PGlite starts PostgreSQL with -F (fsync off), and
// its WASM build's file system declares no fsync at all, so a commit was acknowledged while it
// was only in the operating system's cache: a power cut or kernel crash could lose it. Used by
// lib/db/client.ts and measured by `npm run bench` (part durability).
import { fsyncSync } from "node:fs";

/**
 * PostgreSQL's start parameters for PGlite with fsync on, and fsync() (not fdatasync(), a no-op
 * in the WASM build) for the WAL at each commit.
 * @param {string[]} defaults PGlite.defaultStartParams
 * @returns {string[]}
 */
export function durableStartParams(defaults) {
  return [...defaults.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"];
}

/**
 * Gives PGlite's Node file system a real fsync, so PostgreSQL's fsync of the WAL at each commit
 * (and of data files at each checkpoint) reaches the disk. `mod` is PGlite's Emscripten module,
 * not part of its typed API: a PGlite without it is refused rather than silently not durable.
 * @param {object} client a PGlite instance on a Node file system
 */
export function syncToDisk(client) {
  /** @type {{ NODEFS?: { stream_ops: { fsync?: (stream: { nfd?: number }) => void } } } | undefined} */
  const mod = /** @type {any} */ (client).mod;
  if (!mod?.NODEFS) throw new Error("This PGlite version cannot sync its files to disk");
  mod.NODEFS.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
  };
}
