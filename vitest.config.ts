import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests that close, stop or cut off a database and wait for the app to notice (readiness with the
 * database gone, a closed or locked embedded database, PostgreSQL restarted or cut off behind a
 * proxy, tests/pg-proxy.ts, while requests and mail delivery go on):
 * the slowest files by far, kept apart so that the API tests a change usually needs run without
 * them (`npm run test:api`), and run on their own with `npm run test:db-failure`.
 */
const DB_FAILURE = [
  "tests/api/availability.test.ts",
  "tests/api/database-restart.test.ts",
  "tests/api/health.test.ts",
  "tests/api/mail-outage.test.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Route handlers import "server-only"; in tests they run on the server side anyway.
      "server-only": fileURLToPath(new URL("./tests/server-only-stub.ts", import.meta.url)),
      // Outside Next's server there is no "use cache" scope (tests/next-cache-outside-next.ts).
      "next/cache": fileURLToPath(new URL("./tests/next-cache-outside-next.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // Generous: a new embedded database syncs every file it writes, slow on a busy shared disk.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    env: {
      ADMIN_TOKEN: "test-operator-token-0123456789abcdef",
      CRON_SECRET: "test-cron-secret-0123456789",
      RATE_LIMIT_PER_MINUTE: "0",
    },
    // `vitest run` runs every group; `--project <name>` one of them (the test:* scripts).
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/{unit,content}/**/*.test.{ts,tsx}"],
          // No database and no server: threads start faster than processes (about 40 s against
          // 55 s for the group on a busy 2-core machine).
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: DB_FAILURE,
        },
      },
      {
        extends: true,
        test: { name: "db-failure", include: DB_FAILURE },
      },
    ],
  },
});
