import { describe, expect, it } from "vitest";

import { slugify } from "@/content/slug";

describe("slugify", () => {
  it("lowercases and turns every non-alphanumeric run into one hyphen", () => {
    expect(slugify("Real Estate Photography & Videography")).toBe(
      "real-estate-photography-videography",
    );
    expect(slugify("Move-In / Move-Out Cleaning")).toBe("move-in-move-out-cleaning");
    expect(slugify("  HVAC & Air Duct  ")).toBe("hvac-air-duct");
  });
});
