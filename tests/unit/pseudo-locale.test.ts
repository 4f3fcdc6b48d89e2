import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { accent, pseudoMessage, pseudoMessages } from "@/i18n/pseudo.mjs";
import agreementMessages from "@/messages/agreement.en.json";
import messages from "@/messages/en.json";
import {
  allowList,
  findLiterals,
  outsideMarkers,
  stringsIn,
} from "@/tests/e2e/pseudo-locale-check";

/** Each message's key path and text. */
function leaves(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) =>
      leaves(item, key ? `${key}.${name}` : name),
    );
  }
  return [];
}

/** The placeholders and tags of a message, which the pseudo-locale must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${element.type}:${element.value}`);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The text of a message, without its placeholders and tags. */
function literalsOf(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    if (element.type === TYPE.tag) literalsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literalsOf(option.value, into);
    }
  }
  return into;
}

describe("the pseudo-locale", () => {
  it("swaps letters for look-alikes and leaves digits and punctuation", () => {
    expect(accent("Post a project: $1,200 (13 %)")).toBe("Ƥóšţ á ƥŕóĵéçţ: $1,200 (13 %)");
  });

  it("wraps each message and keeps placeholders, plurals and rich-text tags working", () => {
    const t = createTranslator({
      locale: "en",
      messages: pseudoMessages({
        updated: "Last updated <time>{date}</time>",
        count: "{count, plural, one {# service} other {# services}}",
        owner: "Accept {contractor}'s proposal?",
      }),
    });
    expect(t.markup("updated", { date: "May 2", time: (chunks) => `[${chunks}]` })).toBe(
      "⟦Ĺášţ úƥđáţéđ [May 2]⟧",
    );
    expect(t("count", { count: 3 })).toBe("⟦3 šéŕṽíçéš⟧");
    expect(t("owner", { contractor: "Bright Wire" })).toBe("⟦Áççéƥţ Bright Wire'š ƥŕóƥóšáĺ?⟧");
  });

  it("leaves addresses and paths kept in the catalogue as they are", () => {
    expect(pseudoMessage("/post-project")).toBe("/post-project");
    expect(pseudoMessage("https://www.ontario.ca")).toBe("https://www.ontario.ca");
  });

  it.each([
    ["messages/en.json", messages],
    ["messages/agreement.en.json", agreementMessages],
  ])("turns every message of %s into one with the same placeholders", (_, catalogue) => {
    const pseudo = pseudoMessages(catalogue);
    const pseudoLeaves = new Map(leaves(pseudo));
    for (const [key, message] of leaves(catalogue)) {
      const translated = pseudoLeaves.get(key)!;
      if (message.trim() === "" || message.startsWith("/") || message.startsWith("http")) continue;
      expect(translated, key).toMatch(/^⟦[\s\S]*⟧$/);
      const inner = translated.slice(1, -1);
      if (/[{<]/.test(message)) {
        expect(argumentsOf(parse(inner)), key).toEqual(argumentsOf(parse(message)));
        expect(literalsOf(parse(inner)).join(" "), key).not.toMatch(/[A-Za-z]/);
      } else {
        expect(inner, key).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe("finding English left on a pseudo-locale page", () => {
  const allowed = allowList(["Plumbing", "Toronto", "Bright Wire"]);

  it("reads markers across text nodes, as rich text splits them", () => {
    expect(outsideMarkers(["⟦Ĺášţ úƥđáţéđ ", "May 2", "⟧ and more"])).toEqual([
      [],
      [],
      [" and more"],
    ]);
  });

  it("reports a literal with where it is, and passes catalogue values and data", () => {
    const findings = findLiterals(
      {
        texts: ["⟦Ƥóšţ⟧", "Plumbing · Toronto", "Not given", "⟦Ĺášţ {name}⟧ Bright Wire", "$1,200"],
        attributes: [
          { name: "aria-label", value: "Close", element: "button" },
          { name: "placeholder", value: "⟦é.ĝ. ƥĺúɱƀíñĝ⟧", element: "input" },
        ],
        head: [{ name: "title", value: "⟦Ćóñţáçţ⟧ | Page not found" }],
      },
      allowed,
    );
    expect(findings).toEqual([
      { where: "text", literal: "Not given" },
      { where: "aria-label [button]", literal: "Close" },
      { where: "title", literal: "Page not found" },
    ]);
  });

  it("allows only whole catalogue values, not any word some article contains", () => {
    const fromProse = allowList(["Leaks in old homes are common"]);
    expect(fromProse("in")).toBe(false);
    expect(fromProse("Leaks in old homes are common")).toBe(true);
  });

  it("collects every string of a catalogue module", () => {
    expect(stringsIn({ a: "one", b: [{ c: "two" }, 3], d: () => "no" })).toEqual(["one", "two"]);
  });
});
