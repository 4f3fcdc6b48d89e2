import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { shortName } from "@/lib/projects/views";

describe("shortName: the homeowner's name as others see it", () => {
  it("keeps the first name and the initial of the last", () => {
    expect(shortName("Jordan Lee")).toBe("Jordan L.");
    expect(shortName("  Ana María  de la Cruz ")).toBe("Ana C.");
    expect(shortName("jordan lee")).toBe("jordan L.");
    expect(shortName("Chloé Ébert-Smith")).toBe("Chloé É.");
    expect(shortName("Jordan")).toBe("Jordan");
    expect(shortName("   ")).toBe("");
  });

  it("never shows more than the first word of a name of two words or more", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/), { minLength: 2, maxLength: 5 }),
        (words) => {
          const shown = shortName(words.join(" "));
          expect(shown.startsWith(`${words[0]} `)).toBe(true);
          expect(shown.length).toBeLessThanOrEqual(words[0]!.length + 3);
        },
      ),
    );
  });
});
