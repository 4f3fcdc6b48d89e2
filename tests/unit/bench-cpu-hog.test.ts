import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { startCpuHog, withCpuHog } from "@/bench/cpu-hog.mjs";

/** Whether `pid` still runs: an exited process waiting to be reaped (a zombie) does not. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc: the signal check alone
  }
};

/** Waits until `pid` has gone, or `ms` have passed; returns whether it went. */
async function gone(pid: number, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

describe("the CPU hog of the loaded Lighthouse run", () => {
  // Whatever a failing test leaves running is killed here.
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, "SIGKILL");
  });

  it("runs until stopped", async () => {
    const hog = await startCpuHog();
    started.push(hog.pid);
    expect(alive(hog.pid)).toBe(true);
    await hog.stop();
    expect(await gone(hog.pid)).toBe(true);
  });

  it("is stopped when the work it runs beside fails", async () => {
    let pid = 0;
    await expect(
      withCpuHog(async (hog: { pid: number }) => {
        pid = hog.pid;
        started.push(pid);
        throw new Error("a run failed");
      }),
    ).rejects.toThrow("a run failed");
    expect(await gone(pid)).toBe(true);
  });

  it("ends on its own when the process that started it is killed", async () => {
    const hogModule = path.resolve("bench/cpu-hog.mjs");
    const parent = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startCpuHog } = await import(${JSON.stringify(hogModule)});
         const hog = await startCpuHog();
         console.log(hog.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const hogPid = await new Promise<number>((resolve) =>
      parent.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))),
    );
    started.push(hogPid);
    expect(alive(hogPid)).toBe(true);
    parent.kill("SIGKILL"); // no exit handler runs: the hog must notice by itself
    expect(await gone(hogPid)).toBe(true);
  });

  it("is stopped when the process that started it exits", async () => {
    const hogModule = path.resolve("bench/cpu-hog.mjs");
    const parent = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startCpuHog } = await import(${JSON.stringify(hogModule)});
         const hog = await startCpuHog();
         console.log(hog.pid);
         setTimeout(() => { throw new Error("bench failed"); }, 100);`,
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    const hogPid = await new Promise<number>((resolve) =>
      parent.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))),
    );
    started.push(hogPid);
    await new Promise((resolve) => parent.once("exit", resolve));
    expect(await gone(hogPid)).toBe(true);
  });
});
