import { describe, expect, it } from "vitest";

import messages from "@/messages/en.json";
import { PROFILE_REGISTRIES } from "@/lib/pros/registries";

// Each registry link on a profile goes where it says: a confirmed lookup page, the registry's
// home page with "search for the business", or TSSA's "confirm with TSSA" (docs/decisions/0016-credentials-licences-and-permits.md).

describe("PROFILE_REGISTRIES", () => {
  const texts = messages.pros.registries as Record<string, Record<string, string>>;

  it("links every registry over https, a home page only at its root", () => {
    for (const [kind, registry] of Object.entries(PROFILE_REGISTRIES)) {
      const url = new URL(registry.lookupUrl);
      expect(url.protocol, kind).toBe("https:");
      if (registry.lookup === "home") expect(url.pathname, kind).toBe("/");
    }
  });

  it("has link text for each kind of link, and a home page's text says to search there", () => {
    for (const [kind, registry] of Object.entries(PROFILE_REGISTRIES)) {
      const text = texts[kind]!;
      expect(text.name, kind).toBeTruthy();
      if (registry.lookup === "home") expect(text.home, kind).toMatch(/^Search for the /);
      if (registry.lookup === "confirm") expect(text.confirm, kind).toMatch(/confirm with/i);
      if (registry.lookup === "search") expect(text.lookup, kind).toMatch(/^Look it up/);
    }
  });

  it("keeps the addresses confirmed from stored copies of the registries' pages", () => {
    expect(PROFILE_REGISTRIES.wsibClearance).toEqual({
      lookupUrl: "https://www.wsib.ca/en/businesses/premiums-and-payment/clearances",
      lookup: "search",
    });
    expect(PROFILE_REGISTRIES.hcraLicence.lookupUrl).toBe("https://obd.hcraontario.ca/");
    expect(PROFILE_REGISTRIES.tssaRegistration.lookup).toBe("confirm");
  });
});
