import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/client/api";
import { tokenVerdict } from "@/lib/client/manage-tokens";

const failing = (status: number) => () => Promise.reject(new ApiRequestError("No", status));

describe("tokenVerdict", () => {
  it("refuses a token the server refused, and keeps one it could not check", async () => {
    expect(await tokenVerdict(() => Promise.resolve("yes"))).toEqual({
      verdict: "accepted",
      value: "yes",
    });
    for (const status of [401, 403, 404]) {
      expect((await tokenVerdict(failing(status))).verdict, String(status)).toBe("refused");
    }
    // Throttled after other wrong tokens from the same address: a stored token is not dropped.
    for (const status of [0, 429, 500, 503]) {
      expect((await tokenVerdict(failing(status))).verdict, String(status)).toBe("unknown");
    }
  });
});
