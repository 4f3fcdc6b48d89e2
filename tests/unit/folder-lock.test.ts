import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  FOREIGN_STALE_MS,
  FolderLockedError,
  LOCK_FILE,
  lockFolder,
  parseLock,
  processSpace,
} from "@/lib/db/folder-lock";

const hasProc = existsSync("/proc/self/stat");

function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

async function until<T>(probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("Timed out");
}

describe("the PGlite folder lock", () => {
  let dir: string;
  let lockPath: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "folder-lock-"));
    lockPath = path.join(dir, LOCK_FILE);
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  const liveProcess = () => {
    const child = spawn("sleep", ["60"], { stdio: "ignore" });
    children.push(child);
    return child.pid!;
  };

  it("takes a free folder, records its owner and releases it", () => {
    const release = lockFolder(dir);
    const owner = parseLock(readFileSync(lockPath, "utf8"));
    expect(owner?.pid).toBe(process.pid);
    if (hasProc) expect(owner?.started).toBe(statFields(process.pid)[19]);
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("turns a second opener away while the owner runs", () => {
    const pid = liveProcess();
    const held = hasProc ? `${pid}:${statFields(pid)[19]}` : String(pid);
    writeFileSync(lockPath, held);
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    expect(() => lockFolder(dir)).toThrow(`in use by another process (pid ${pid})`);
    expect(readFileSync(lockPath, "utf8")).toBe(held);
    // The older format, a pid alone, is honoured too.
    writeFileSync(lockPath, String(pid));
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
  });

  it("takes over the lock of a process that has exited", () => {
    const { pid } = spawnSync(process.execPath, ["-e", ""]);
    writeFileSync(lockPath, String(pid));
    const release = lockFolder(dir);
    expect(parseLock(readFileSync(lockPath, "utf8"))?.pid).toBe(process.pid);
    release();
  });

  it.each(["", "garbage", "12abc"])("takes over an unreadable lock %j", (text) => {
    writeFileSync(lockPath, text);
    lockFolder(dir)();
  });

  it.runIf(hasProc)(
    "takes over the lock of a killed process not yet reaped (a zombie)",
    async () => {
      // sh starts a child that exits at once, then becomes `sleep`, which never reaps it.
      const parent = spawn("sh", ["-c", "true & exec sleep 60"], { stdio: "ignore" });
      children.push(parent);
      const zombie = await until(() =>
        readdirSync("/proc")
          .filter((name) => /^\d+$/.test(name))
          .map(Number)
          .find((pid) => {
            try {
              const fields = statFields(pid);
              return Number(fields[1]) === parent.pid && fields[0] === "Z";
            } catch {
              return false;
            }
          }),
      );
      // The pid still answers signal 0, as a live process would.
      expect(() => process.kill(zombie, 0)).not.toThrow();
      writeFileSync(lockPath, `${zombie}:${statFields(zombie)[19]}`);
      const release = lockFolder(dir);
      expect(parseLock(readFileSync(lockPath, "utf8"))?.pid).toBe(process.pid);
      release();
    },
  );

  it.runIf(hasProc)("takes over a lock whose pid now belongs to another process", () => {
    const pid = liveProcess();
    const started = Number(statFields(pid)[19]);
    writeFileSync(lockPath, `${pid}:${started + 1}`);
    const release = lockFolder(dir);
    expect(parseLock(readFileSync(lockPath, "utf8"))?.pid).toBe(process.pid);
    release();
  });

  it("holds against a process in another container on a shared volume while it keeps the lock touched", () => {
    // Its pid means nothing here (another pid namespace), so the lock's age decides.
    writeFileSync(lockPath, `1:12345:${"0".repeat(8)}-other-host.4026531999`);
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    expect(() => lockFolder(dir)).toThrow(/another container or on another host/);
    // Untouched for longer than the owner's heartbeat allows: the owner is gone.
    const old = new Date(Date.now() - FOREIGN_STALE_MS - 1_000);
    utimesSync(lockPath, old, old);
    const release = lockFolder(dir);
    expect(parseLock(readFileSync(lockPath, "utf8"))).toMatchObject({
      pid: process.pid,
      space: processSpace(),
    });
    release();
  });

  it("releases only a lock it still owns", () => {
    const release = lockFolder(dir);
    // Taken over meanwhile (by an operator's hand, or a process that judged it stale).
    writeFileSync(lockPath, `1:1:${processSpace()}`);
    release();
    expect(readFileSync(lockPath, "utf8")).toBe(`1:1:${processSpace()}`);
  });
});
