import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Route handlers import "server-only"; in tests they run on the server side anyway.
      "server-only": fileURLToPath(new URL("./tests/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/{unit,content,api}/**/*.test.{ts,tsx}"],
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
  },
});
