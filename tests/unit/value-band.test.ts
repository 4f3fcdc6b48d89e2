import { describe, expect, it } from "vitest";

import { valueBand } from "@/lib/reviews/value-band";

describe("a review's value band", () => {
  it("names the post form's budget band a total falls in, never the amount", () => {
    expect(valueBand(0)).toBe("Under $1,000");
    expect(valueBand(99_999)).toBe("Under $1,000");
    expect(valueBand(100_000)).toBe("$1,000 - $5,000");
    expect(valueBand(290_296)).toBe("$1,000 - $5,000");
    expect(valueBand(2_499_999)).toBe("$10,000 - $25,000");
    expect(valueBand(10_000_000)).toBe("Over $100,000");
  });
});
