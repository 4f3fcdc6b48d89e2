import { describe, expect, it } from "vitest";

import { normalizeTheme } from "@/lib/theme";

describe("normalizeTheme", () => {
  it("keeps light and dark", () => {
    expect(normalizeTheme("light")).toBe("light");
    expect(normalizeTheme("dark")).toBe("dark");
  });

  it.each([null, undefined, "", "system", "Dark", "blue"])("turns %s into light", (value) => {
    expect(normalizeTheme(value)).toBe("light");
  });
});
