import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** The folder is locked by a live process. */
export class FolderLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FolderLockedError";
  }
}

export const LOCK_FILE = "pglite.lock";

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or undefined
 * where there is no /proc. With the pid it names one process: a pid can be reused, a start time
 * with it cannot.
 */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19];
  } catch {
    return undefined;
  }
}

/** The process state letter from /proc (R, S, Z for a zombie, ...), or undefined. */
function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return undefined;
  }
}

/**
 * True when the lock's owner still runs. An owner is gone when no process has its pid, when the
 * process with that pid is a zombie (killed but not yet reaped: a SIGKILLed server whose parent
 * died with it waits for init to reap it), or when the process with that pid started at another
 * time than the one recorded (the pid was reused, e.g. by a fresh container on the same volume).
 */
export function lockOwnerIsAlive(owner: { pid: number; started?: string }): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const state = processState(owner.pid);
  if (state === "Z" || state === "X") return false;
  if (owner.started && state !== undefined && startTime(owner.pid) !== owner.started) return false;
  return true;
}

/**
 * Where a pid means something: the machine's boot (kernel-wide, so it tells hosts apart on a
 * network volume) and the pid namespace (each container has its own). Two processes with the
 * same identity can check each other's pid; with different ones, they cannot.
 */
export function processSpace(): string {
  const read = (fn: () => string) => {
    try {
      return fn().trim();
    } catch {
      return "";
    }
  };
  const boot = read(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")) || hostname();
  const pidNamespace = read(() => readlinkSync("/proc/self/ns/pid")).replace(/\D/g, "");
  return `${boot}.${pidNamespace || "0"}`.replace(/[^\w.-]/g, "");
}

/** How often the owner touches its lock, and how long a lock from another space may stay untouched. */
export const HEARTBEAT_MS = 10_000;
export const FOREIGN_STALE_MS = 60_000;

/**
 * The lock file's text: "pid", "pid:start-time" or "pid:start-time:space". An empty or garbled
 * file has no owner.
 */
export function parseLock(
  text: string,
): { pid: number; started?: string; space?: string } | undefined {
  const match = text.trim().match(/^(\d+)(?::(\d*))?(?::([\w.-]+))?$/);
  if (!match) return undefined;
  return { pid: Number(match[1]), started: match[2] || undefined, space: match[3] };
}

/**
 * PGlite is single-process: two processes on one folder would corrupt it. A lock file holding
 * the owner's pid, start time and process space turns a second opener away with a clear error.
 * The lock of an owner that is gone (killed, crashed, a power cut) is stale and is taken over.
 * An owner in another container or host cannot be checked by its pid: its lock holds while the
 * owner keeps touching it (every 10 seconds), and is stale after a minute untouched.
 * Returns the function that releases the lock (only if it is still this process's).
 */
export function lockFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const space = processSpace();
  const text = `${process.pid}:${startTime(process.pid) ?? ""}:${space}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, text);
      closeSync(fd);
      return holdLock(lockPath, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let found: string;
    let touched: number;
    try {
      found = readFileSync(lockPath, "utf8");
      touched = statSync(lockPath).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
      throw error;
    }
    const owner = parseLock(found);
    if (owner?.space && owner.space !== space) {
      if (Date.now() - touched < FOREIGN_STALE_MS) {
        throw new FolderLockedError(
          `The embedded database in ${path.resolve(dataDir)} is in use by a process in another container or on another host (pid ${owner.pid} there). ` +
            "The embedded database serves one process: give each instance its own DATA_DIR, or set DATABASE_URL to a PostgreSQL server for several instances.",
        );
      }
    } else if (owner && owner.pid !== process.pid && lockOwnerIsAlive(owner)) {
      throw new FolderLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${owner.pid}). ` +
          "Stop that process, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.",
      );
    }
    takeOverStaleLock(lockPath, found);
  }
  throw new FolderLockedError(`Could not lock ${path.resolve(dataDir)}`);
}

/** Keeps the lock touched while held; the release removes it only if it is still ours. */
function holdLock(lockPath: string, text: string): () => void {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // Gone or taken: the release below will not remove another's lock.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener("exit", release);
    try {
      if (readFileSync(lockPath, "utf8") === text) rmSync(lockPath, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once("exit", release);
  return release;
}

/**
 * Moves a stale lock out of the way. The move is atomic, so of two processes taking over the same
 * stale lock only one moves it; if what was moved is not the stale lock that was read (another
 * process took it over in between and wrote its own), it is put back.
 */
function takeOverStaleLock(lockPath: string, staleText: string) {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readFileSync(aside, "utf8") !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third process holds the lock now; the next attempt reads it.
    }
  }
  rmSync(aside, { force: true });
}
