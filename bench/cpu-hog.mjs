// A child process that keeps one core busy, for the loaded Lighthouse run: a phone's browser
// rarely has the whole machine to itself. It is stopped by stop(), when the bench exits (an error
// included) or is signalled, and on its own as soon as its parent is gone, so none is left behind.
import { spawn } from "node:child_process";

// Spins, and every few milliseconds checks that the process that started it (its pid is the
// argument) still exists: its parent process id changes when it is gone. The pid comes as an
// argument because Node reads process.ppid once, at startup, when the parent may be gone already.
const BUSY_LOOP = `
const { readFileSync } = require("node:fs");
const parent = Number(process.argv.at(-1));
const parentNow = () => {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    try {
      process.kill(parent, 0);
      return parent;
    } catch {
      return 0;
    }
  }
};
let x = 0;
for (;;) {
  for (let i = 0; i < 2e6; i++) x = (x * 31 + i) | 0;
  if (parentNow() !== parent) process.exit(0);
}
`;

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

/** Starts the busy child; resolves once it runs. Returns { pid, stop }. */
export async function startCpuHog() {
  const child = spawn(process.execPath, ["-e", BUSY_LOOP, String(process.pid)], {
    stdio: "ignore",
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  await new Promise((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });

  const killNow = () => {
    if (!exited) child.kill("SIGKILL");
  };
  const onSignal = (signal) => {
    killNow();
    detach();
    process.kill(process.pid, signal); // then what the signal would have done without us
  };
  const detach = () => {
    process.off("exit", killNow);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  process.on("exit", killNow);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  return {
    pid: Number(child.pid),
    stop: async () => {
      killNow();
      await exit;
      detach();
    },
  };
}

/** Runs `work` with the hog running; the hog is stopped however `work` ends. */
export async function withCpuHog(work) {
  const hog = await startCpuHog();
  try {
    return await work(hog);
  } finally {
    await hog.stop();
  }
}
