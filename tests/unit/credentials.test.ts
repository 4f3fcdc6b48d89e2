import { describe, expect, it } from "vitest";

import { CATEGORY_NAMES } from "@/content/category-names";
import {
  asksGasWork,
  credentialNotice,
  credentialRules,
  credentials,
  credentialsFor,
  CREDENTIAL_KINDS,
  inToronto,
  statedWork,
} from "@/content/credentials";
import messages from "@/messages/en.json";

describe("credentials by trade", () => {
  // The comparison names each credential by a short word: a kind without one showed its raw key
  // ("compare.credential.liabilityInsurance").
  it("has a short name in the comparison for every kind", () => {
    expect(Object.keys(messages.compare.credential).sort()).toEqual([...CREDENTIAL_KINDS].sort());
  });

  it("has a rule for every category of the shared list, and none for others", () => {
    expect(Object.keys(credentialRules).sort()).toEqual([...CATEGORY_NAMES].sort());
  });

  it("requires the ECRA/ESA licence for electrical work and EV chargers, the HCRA licence for custom homes, TSSA registration for a plumber's gas work, and nothing else", () => {
    for (const category of ["Electrical", "EV Charging"]) {
      expect(credentialsFor(category, "Mississauga, ON")).toContainEqual({
        kind: "esaLicence",
        required: true,
      });
    }
    const required = Object.entries(credentialRules).flatMap(([category, rules]) =>
      rules.filter((rule) => rule.required).map((rule) => `${category}: ${rule.kind}`),
    );
    expect(required.sort()).toEqual([
      "Custom Build: hcraLicence",
      "EV Charging: esaLicence",
      "Electrical: esaLicence",
      "Plumbing: tssaRegistration",
    ]);
    // The plumber's TSSA rule holds only for gas work.
    expect(credentialRules.Plumbing.find((rule) => rule.required)).toMatchObject({
      gasWorkOnly: true,
    });
  });

  // Issue item 7: TSSA registration was asked on every plumbing job; it is asked on those whose
  // proposal says the work includes gas appliances or gas piping (docs/decisions/0016-credentials-licences-and-permits.md).
  it("asks a plumber for TSSA registration only when the work includes gas, and then requires it", () => {
    const kinds = (work?: { gasWork?: boolean }) =>
      credentialsFor("Plumbing", "Brampton, ON", work).map((rule) => rule.kind);
    expect(kinds()).not.toContain("tssaRegistration");
    expect(kinds({ gasWork: false })).not.toContain("tssaRegistration");
    expect(credentialsFor("Plumbing", "Brampton, ON", { gasWork: true })).toContainEqual({
      kind: "tssaRegistration",
      required: true,
      gasWorkOnly: true,
    });
    // Only Plumbing asks the question; HVAC always asks for TSSA registration, as optional.
    expect(CATEGORY_NAMES.filter(asksGasWork)).toEqual(["Plumbing"]);
    expect(credentialsFor("HVAC", "Brampton, ON")).toContainEqual({
      kind: "tssaRegistration",
      required: false,
    });
  });

  it("reads the stated work of a proposal: its answer, or for one sent before the question, a TSSA number", () => {
    const none = { tssaRegistration: null };
    expect(statedWork({ gasWork: true, credentials: none })).toEqual({ gasWork: true });
    expect(statedWork({ gasWork: false, credentials: { tssaRegistration: "000123" } })).toEqual({
      gasWork: false,
    });
    expect(statedWork({ credentials: { tssaRegistration: "000123" } })).toEqual({ gasWork: true });
    expect(statedWork({ credentials: none })).toEqual({ gasWork: false });
    expect(statedWork(null)).toEqual({ gasWork: false });
  });

  it("asks gas and HVAC trades for TSSA registration, construction trades for WSIB clearance", () => {
    const kinds = (category: string) =>
      credentialsFor(category, "Toronto, ON").map((rule) => rule.kind);
    for (const category of ["HVAC", "HVAC & Air Duct"]) {
      expect(kinds(category)).toContain("tssaRegistration");
    }
    for (const category of [
      "Plumbing",
      "Electrical",
      "HVAC",
      "General Contracting",
      "Custom Build",
      "Renovation",
      "EV Charging",
    ]) {
      expect(kinds(category)).toContain("wsibClearance");
    }
    for (const category of ["Cleaning", "Moving Solutions", "Architectural Visualization"]) {
      expect(kinds(category)).toEqual([]);
    }
  });

  it("asks renovators and licensed trades for a Toronto licence only in Toronto", () => {
    for (const category of ["Renovation", "General Contracting", "Plumbing", "HVAC"]) {
      const kinds = (location: string) =>
        credentialsFor(category, location).map((rule) => rule.kind);
      expect(kinds("East York, Toronto, ON")).toContain("torontoBusinessLicence");
      expect(kinds("Scarborough")).toContain("torontoBusinessLicence");
      expect(kinds("Brampton, ON")).not.toContain("torontoBusinessLicence");
    }
    expect(credentialsFor("Painting", "Toronto, ON").map((rule) => rule.kind)).not.toContain(
      "torontoBusinessLicence",
    );
    expect(credentialsFor("Unknown trade", "Toronto, ON")).toEqual([]);
  });

  it("reads Toronto from a location, not the region around it", () => {
    expect(inToronto("Toronto, ON")).toBe(true);
    expect(inToronto("etobicoke")).toBe(true);
    expect(inToronto("North York, ON")).toBe(true);
    expect(inToronto("Mississauga, Greater Toronto Area")).toBe(false);
    expect(inToronto("Markham (GTA)")).toBe(false);
    expect(inToronto("Vaughan, ON")).toBe(false);
  });

  it("counts a location as Toronto by an M postal code or a catalogue neighbourhood, not a word", () => {
    expect(inToronto("12 Elm St, M4M 1A1")).toBe(true);
    expect(inToronto("m6p2b4")).toBe(true);
    expect(inToronto("Leslieville")).toBe(true);
    expect(inToronto("The Annex, ON")).toBe(true);
    // A postal code outside the M area wins over any word.
    expect(inToronto("Toronto Street, Mississauga, L5B 2C9")).toBe(false);
    expect(inToronto("Mississauga, near Toronto")).toBe(false);
    expect(inToronto("Toronto-area cottage, Muskoka")).toBe(false);
    expect(inToronto("North of Toronto")).toBe(false);
    expect(inToronto("")).toBe(false);
  });

  it("gives every credential a public registry over https where one exists, and a reason to ask", () => {
    for (const kind of CREDENTIAL_KINDS) {
      const credential = credentials[kind];
      expect(credential.kind).toBe(kind);
      if (credential.registryUrl) expect(new URL(credential.registryUrl).protocol).toBe("https:");
      expect(credential.why.length).toBeGreaterThan(40);
    }
    expect(credentialNotice).toMatch(/contractor's own statement/);
  });
});
