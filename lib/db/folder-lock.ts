import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
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

/** The lock file's text: "pid" or "pid:start-time". An empty or garbled file has no owner. */
export function parseLock(text: string): { pid: number; started?: string } | undefined {
  const match = text.trim().match(/^(\d+)(?::(\d+))?$/);
  if (!match) return undefined;
  return { pid: Number(match[1]), started: match[2] };
}

/**
 * PGlite is single-process: two processes on one folder would corrupt it. A lock file holding
 * the owner's pid (and start time) turns a second opener away with a clear error. The lock of an
 * owner that is gone (killed, crashed, a power cut) is stale and is taken over.
 * Returns the function that releases the lock.
 */
export function lockFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const started = startTime(process.pid);
  const text = started ? `${process.pid}:${started}` : String(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, text);
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let found: string;
    try {
      found = readFileSync(lockPath, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // released meanwhile
      throw error;
    }
    const owner = parseLock(found);
    if (owner && owner.pid !== process.pid && lockOwnerIsAlive(owner)) {
      throw new FolderLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${owner.pid}). ` +
          "Stop that process, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.",
      );
    }
    takeOverStaleLock(lockPath, found);
  }
  throw new FolderLockedError(`Could not lock ${path.resolve(dataDir)}`);
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
