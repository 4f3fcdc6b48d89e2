import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { parseEnv } from "@/lib/env";

const REFUSED = /ADMIN_TOKEN must be at least 32 random characters in production/;

describe("parseEnv: ADMIN_TOKEN", () => {
  it("refuses in production a token shorter than 32 characters, or one plainly not random", () => {
    for (const ADMIN_TOKEN of [
      "e2e-operator-token-0123456789",
      "0123456789abcdef0123456789abcde",
      "a".repeat(64),
      "ab12".repeat(10),
    ]) {
      expect(() => parseEnv({ NODE_ENV: "production", ADMIN_TOKEN }), ADMIN_TOKEN).toThrow(REFUSED);
    }
  });

  it("accepts in production 32 random characters, in base64 or hex", () => {
    for (const ADMIN_TOKEN of [
      randomBytes(24).toString("base64url"),
      randomBytes(32).toString("base64"),
      "9f86d081884c7d659a2feaa0c55ad015",
    ]) {
      expect(parseEnv({ NODE_ENV: "production", ADMIN_TOKEN }).ADMIN_TOKEN).toBe(ADMIN_TOKEN);
    }
    expect(parseEnv({ NODE_ENV: "production" }).ADMIN_TOKEN).toBeUndefined();
  });

  it("keeps the 16-character floor outside production (next dev, the tests)", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      expect(parseEnv({ NODE_ENV, ADMIN_TOKEN: "dev-token-012345" }).ADMIN_TOKEN).toBe(
        "dev-token-012345",
      );
      expect(() => parseEnv({ NODE_ENV, ADMIN_TOKEN: "dev-token" })).toThrow(/ADMIN_TOKEN/);
    }
  });
});

describe("parseEnv: AUTH_FAILURE_LIMIT", () => {
  it("defaults to 10, and cannot be turned off", () => {
    expect(parseEnv({}).AUTH_FAILURE_LIMIT).toBe(10);
    expect(parseEnv({ AUTH_FAILURE_LIMIT: "50" }).AUTH_FAILURE_LIMIT).toBe(50);
    for (const value of ["0", "-1", "ten"]) {
      expect(() => parseEnv({ AUTH_FAILURE_LIMIT: value })).toThrow(/AUTH_FAILURE_LIMIT/);
    }
  });
});

describe("the server's start", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("stops, naming ADMIN_TOKEN, when production has a short one, before opening the database", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("ADMIN_TOKEN", "short-operator-token");
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    vi.resetModules();
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { startServerWork } = await import("@/instrumentation-node");
    await expect(startServerWork()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^Not starting: Invalid environment: ADMIN_TOKEN must/);
  });
});

describe("parseEnv: AUTH_SECRET", () => {
  const secret = randomBytes(32).toString("base64url");

  it("is required to serve a build for a real host, and on Vercel", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SERVE_ONLY: "1" })).toThrow(
      /AUTH_SECRET is not set/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", VERCEL: "1" })).toThrow(
      /AUTH_SECRET is not set/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", SERVE_ONLY: "1", AUTH_SECRET: secret }).AUTH_SECRET,
    ).toBe(secret);
  });

  it("may be left out for `npm start` on one machine, `next dev` and the tests", () => {
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
    expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
  });

  it("refuses a short or plainly hand-made secret", () => {
    for (const AUTH_SECRET of ["short", "a".repeat(64)]) {
      expect(() => parseEnv({ AUTH_SECRET }), AUTH_SECRET).toThrow(/AUTH_SECRET/);
    }
  });
});
