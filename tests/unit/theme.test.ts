import { describe, expect, it } from "vitest";

import { normalizeTheme } from "@/lib/theme";

describe("normalizeTheme", () => {
  it("keeps the visitor's choice, whatever the device's setting", () => {
    for (const systemDark of [false, true]) {
      expect(normalizeTheme("light", systemDark)).toBe("light");
      expect(normalizeTheme("dark", systemDark)).toBe("dark");
    }
  });

  it.each([null, undefined, "", "system", "Dark", "blue"])(
    "follows the device's setting for %s (no choice)",
    (value) => {
      expect(normalizeTheme(value)).toBe("light");
      expect(normalizeTheme(value, false)).toBe("light");
      expect(normalizeTheme(value, true)).toBe("dark");
    },
  );
});
