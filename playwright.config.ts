import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

import { SERVER_NODE_FLAGS } from "./scripts/server-flags.mjs";

// One free port for the whole run: the config is evaluated again in every worker, so the first
// evaluation stores it in the environment that the workers inherit.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATA_DIR ??= `.data/e2e-${port}`;

// CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser: CI never runs
// `playwright install`, which downloads.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Every navigation waits for the page to hydrate (tests/e2e/hydration.ts), so no test acts on
  // server-rendered HTML React has not taken over; a full local run passes without a retry. CI
  // retries once, so a hiccup of a shared machine does not fail the run; its report names every
  // test that passed only on the retry ("flaky").
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  // The production build, served as `npm start` serves it (the test script builds first).
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_PER_MINUTE: "0",
      // The specs open wrong links on purpose, all from 127.0.0.1, on one server for the run.
      AUTH_FAILURE_LIMIT: "1000",
      // Every spec that signs a contractor in asks from 127.0.0.1 too.
      SIGN_IN_CLIENT_LIMIT: "1000",
      ADMIN_TOKEN: "e2e-operator-token-0123456789abcdef",
    },
  },
});
