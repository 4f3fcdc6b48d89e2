// Item 7 of the issue on Ontario law and trades (docs/decisions/0016-credentials-licences-and-permits.md).
// Where the site says what the City of Toronto licenses, it says it as the City's licence pages
// do and cites Toronto Municipal Code, Chapter 545, in the same text; where it says who needs WSIB
// coverage and who is exempt, it states the Act's exemptions with the section; and nowhere does it
// say the site checked a licence or a clearance. Scans every message file and every module of
// content/ (articles included: a wrong rule is wrong in an article too).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { credentials, WSIB_SOURCE } from "@/content/credentials";
import { licenceFor } from "@/content/licences";
import {
  TORONTO_LICENSING_CITATION,
  torontoLicences,
  torontoLicenceWhy,
} from "@/content/toronto-licences";

const root = path.resolve(__dirname, "../..");

/**
 * Every string inside a value, with where it is (object keys are not copy). A paragraph with its
 * source (`{ heading, body, source }`) is one text: the source is printed next to its body.
 */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.body === "string" && typeof record.source === "string") {
      const parts = [record.heading, record.body, record.source].filter(Boolean);
      return [{ at, text: parts.join(" ") }];
    }
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Every text of the copy: the message files and the modules of content/. */
async function copy(): Promise<{ at: string; text: string }[]> {
  const messages = readdirSync(path.join(root, "messages"))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      strings(
        JSON.parse(readFileSync(path.join(root, "messages", file), "utf8")),
        `messages/${file}`,
      ),
    );
  const modules = readdirSync(path.join(root, "content")).filter((file) => file.endsWith(".ts"));
  const content = await Promise.all(
    modules.map(async (file) =>
      strings(await import(/* @vite-ignore */ `../../content/${file}`), `content/${file}`),
    ),
  );
  return [...messages, ...content.flat()];
}

/** A sentence that mentions a licence of the City of Toronto... */
const TORONTO_LICENCE =
  /\b(?:City of Toronto|Toronto|City)(?:'s)? (?:business |trade )?licen[cs]e\b|\b(?:City of Toronto|the City)\b[^.]*\blicen(?:[cs]e\b|ses\b)/i;
/** ...and says who needs it. */
const STATES_A_RULE = /\b(?:licenses|requires?|needs?|must|holds?)\b/i;

describe("the City of Toronto's licences, as the City states them", () => {
  it("every text that says what the City licenses cites Toronto Municipal Code, Chapter 545", async () => {
    const uncited = (await copy()).filter(
      ({ text }) =>
        sentences(text).some(
          (sentence) => TORONTO_LICENCE.test(sentence) && STATES_A_RULE.test(sentence),
        ) && !text.includes("Chapter 545"),
    );
    expect(uncited.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  it("names only the classes whose City page was read: building renovators, plumbing, drain and heating contractors", async () => {
    // The insulation installer class came from a former City page the site could not confirm.
    const unconfirmed = (await copy()).filter(({ text }) =>
      /insulation installers?\b[^.]*(?:licen|Chapter 545)|licen[cs]\w*[^.]*insulation installers?/i.test(
        text,
      ),
    );
    expect(unconfirmed).toEqual([]);
    expect(Object.values(torontoLicences).map((licence) => licence.name)).toEqual([
      "Building renovator",
      "Plumbing contractor",
      "Drain contractor",
      "Heating contractor",
    ]);
  });

  it("says who is a building renovator in the City's words, and that no public lookup was confirmed", () => {
    const renovator =
      "a person who advertises as a building renovator or building contractor doing renovation work, including altering, repairing or renovating buildings or structures";
    expect(torontoLicences.buildingRenovator.who).toContain(renovator);
    expect(credentials.torontoBusinessLicence.why).toBe(torontoLicenceWhy);
    expect(torontoLicenceWhy).toContain(renovator);
    expect(torontoLicenceWhy).toContain(`(${TORONTO_LICENSING_CITATION})`);
    expect(torontoLicenceWhy).toMatch(/No public lookup of licence numbers could be confirmed/);
    // The Toronto licence links the City's site to search on, as docs/decisions/0016-credentials-licences-and-permits.md found it.
    expect(credentials.torontoBusinessLicence).toMatchObject({
      registryUrl: "https://www.toronto.ca/",
      lookup: "home",
    });
    for (const slug of ["renovation", "general-contracting"]) {
      const licence = licenceFor(slug)!;
      expect(licence.why).toContain(renovator);
      expect(licence.sources.map((source) => source.name)).toContain(
        "Toronto Municipal Code, Chapter 545, Licensing",
      );
    }
    expect(licenceFor("plumbing")!.why).toContain(torontoLicences.plumbingContractor.who);
    expect(licenceFor("plumbing")!.why).toContain(torontoLicences.drainContractor.who);
    expect(licenceFor("hvac")!.why).toContain(torontoLicences.heatingContractor.who);
  });

  it("links each City page over https", () => {
    for (const licence of Object.values(torontoLicences)) {
      if (licence.url) expect(new URL(licence.url).origin).toBe("https://www.toronto.ca");
    }
  });
});

describe("WSIB coverage and its exemptions, as the Act states them", () => {
  it("the clearance's reason states compulsory coverage and both exemptions, citing s. 12.2", () => {
    const why = credentials.wsibClearance.why;
    expect(WSIB_SOURCE).toBe("Workplace Safety and Insurance Act, 1997, s. 12.2");
    expect(why).toContain(WSIB_SOURCE);
    expect(why).toContain(
      "independent operators, sole proprietors, partners and executive officers",
    );
    expect(why).toContain(
      "doing only home renovation work, hired and paid directly by the homeowner or a resident of the home (its employees must still be covered)",
    );
    expect(why).toContain(
      "one executive officer or partner of a business who does no construction work",
    );
  });

  it("every text that says who is exempt from WSIB coverage names the home-renovation exemption and cites the Act", async () => {
    const texts = (await copy()).filter(
      ({ text }) => /\bWSIB\b|Workplace Safety and Insurance/.test(text) && /\bexempt/i.test(text),
    );
    expect(texts.length).toBeGreaterThan(0);
    const wrong = texts.filter(
      ({ text }) =>
        !/s\. 12\.2/.test(text) ||
        !/home renovation work/.test(text) ||
        !/directly by the homeowner or a resident/.test(text),
    );
    expect(wrong.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
    // The former wording: an exemption for "small operators" working "only for homeowners".
    const vague = (await copy()).filter(({ text }) =>
      /small operators?\b[^.]*\b(?:homeowners?|exempt)/i.test(text),
    );
    expect(vague.map(({ at }) => at)).toEqual([]);
  });

  it("no text says the site checked a WSIB clearance or a licence", async () => {
    const claims = (await copy()).flatMap(({ at, text }) =>
      sentences(text)
        .filter(
          (sentence) =>
            /\b(?:WSIB|licen[cs]e|clearance)\b/i.test(sentence) &&
            /\b(?:we|TorontoPros|the site|our team)\b[^.]*\b(?:check(?:s|ed)?|verif(?:y|ies|ied))\b/i.test(
              sentence,
            ) &&
            !/\b(?:not|no|never|cannot)\b/i.test(sentence),
        )
        .map((sentence) => `${at}: ${sentence}`),
    );
    expect(claims).toEqual([]);
  });
});
