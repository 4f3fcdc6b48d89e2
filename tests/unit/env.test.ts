import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { EXAMPLE_OPERATOR, postalAddressParts, telHref } from "@/content/site";
import { exampleOperatorProblem, parseEnv } from "@/lib/env";

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

describe("parseEnv: the operator's identity (SITE_NAME, SITE_EMAIL, SITE_PHONE, SITE_POSTAL_ADDRESS)", () => {
  it("defaults to the example operator", () => {
    const env = parseEnv({});
    expect(env.SITE_NAME).toBe(EXAMPLE_OPERATOR.SITE_NAME);
    expect(env.SITE_EMAIL).toBe("hello@torontopros.example");
    expect(env.SITE_PHONE).toBe("(416) 555-0199");
    expect(env.SITE_POSTAL_ADDRESS).toBe("100 King Street West, Toronto, ON M5X 1A9");
  });

  it("takes real values and refuses malformed ones, naming each", () => {
    const env = parseEnv({
      SITE_NAME: "Acme Renovation Marketplace Inc.",
      SITE_EMAIL: "info@acme.ca",
      SITE_PHONE: "+1 647 555 2368",
      SITE_POSTAL_ADDRESS: "1 Yonge Street, Suite 100, Toronto, ON M5E 1E5",
    });
    expect(env.SITE_EMAIL).toBe("info@acme.ca");
    expect(() => parseEnv({ SITE_EMAIL: "not an address" })).toThrow(/SITE_EMAIL/);
    expect(() => parseEnv({ SITE_PHONE: "call us" })).toThrow(/SITE_PHONE/);
    expect(() => parseEnv({ SITE_POSTAL_ADDRESS: "Toronto" })).toThrow(/SITE_POSTAL_ADDRESS/);
    expect(() => parseEnv({ ALLOW_EXAMPLE_OPERATOR: "yes" })).toThrow(/ALLOW_EXAMPLE_OPERATOR/);
  });
});

describe("exampleOperatorProblem: npm run serve and the example operator", () => {
  const real = {
    SITE_NAME: "Acme Renovation Marketplace Inc.",
    SITE_EMAIL: "info@acme.ca",
    SITE_PHONE: "(647) 555-2368",
    SITE_POSTAL_ADDRESS: "1 Yonge Street, Toronto, ON M5E 1E5",
  };

  it("refuses every example, naming each, unless ALLOW_EXAMPLE_OPERATOR=true", () => {
    const problem = exampleOperatorProblem({ ...EXAMPLE_OPERATOR }, undefined);
    for (const name of Object.keys(EXAMPLE_OPERATOR)) expect(problem).toContain(name);
    expect(problem).toContain("ALLOW_EXAMPLE_OPERATOR=true");
    expect(exampleOperatorProblem({ ...EXAMPLE_OPERATOR }, "true")).toBeNull();
    expect(exampleOperatorProblem({ ...EXAMPLE_OPERATOR }, "false")).not.toBeNull();
  });

  it("refuses one example left among real values, and any address at .example", () => {
    expect(
      exampleOperatorProblem({ ...real, SITE_PHONE: EXAMPLE_OPERATOR.SITE_PHONE }, undefined),
    ).toMatch(/^SITE_PHONE is still the example/);
    expect(exampleOperatorProblem({ ...real, SITE_EMAIL: "ops@acme.example" }, undefined)).toMatch(
      /^SITE_EMAIL is still the example/,
    );
    expect(exampleOperatorProblem({ ...real, SITE_NAME: " " }, undefined)).toMatch(/SITE_NAME/);
  });

  it("lets a real operator start", () => {
    expect(exampleOperatorProblem(real, undefined)).toBeNull();
  });
});

describe("content/site.ts: the postal address and telephone as pages use them", () => {
  it("splits a Canadian address into its parts, and keeps any other as one line", () => {
    expect(postalAddressParts("1 Yonge Street, Toronto, Ontario m5e1e5")).toEqual({
      streetAddress: "1 Yonge Street",
      addressLocality: "Toronto",
      addressRegion: "ON",
      postalCode: "M5E1E5",
      addressCountry: "CA",
    });
    expect(postalAddressParts("PO Box 12, Station A").streetAddress).toBe("PO Box 12, Station A");
  });

  it("makes a tel: link of a North American number", () => {
    expect(telHref("(416) 555-0199")).toBe("tel:+14165550199");
    expect(telHref("+1 647 555 2368")).toBe("tel:+16475552368");
  });
});
