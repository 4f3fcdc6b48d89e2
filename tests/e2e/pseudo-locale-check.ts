// What a page rendered in the pseudo-locale may show outside the catalogue's ⟦…⟧ markers, and
// what is left over: an English literal in code. Pure functions, so tests/unit can check them.
import { Parser } from "htmlparser2";

import { PSEUDO_CLOSE, PSEUDO_OPEN } from "@/i18n/pseudo.mjs";

/** The text a page shows: from its server-rendered HTML, or collected in the browser. */
export interface PageText {
  /** Every text node under <body>, in document order. */
  texts: string[];
  /** aria-label, title, placeholder and alt values, with the element they are on. */
  attributes: { name: string; value: string; element: string }[];
  /** <title> and the meta description. */
  head: { name: string; value: string }[];
}

export interface Finding {
  /** Where on the page: "text", "title", "aria-label [button]"… */
  where: string;
  literal: string;
}

/**
 * The parts of each string outside every ⟦…⟧, tracking nesting across the strings: a message with
 * rich text (`Last updated <time>{date}</time>`) spans several text nodes.
 */
export function outsideMarkers(strings: readonly string[]): string[][] {
  let depth = 0;
  return strings.map((text) => {
    const parts: string[] = [];
    let current = "";
    for (const char of text) {
      if (char === PSEUDO_OPEN) {
        if (depth === 0 && current) parts.push(current);
        if (depth === 0) current = "";
        depth += 1;
      } else if (char === PSEUDO_CLOSE) {
        depth = Math.max(0, depth - 1);
      } else if (depth === 0) {
        current += char;
      }
    }
    if (current) parts.push(current);
    return parts;
  });
}

// Pieces are checked one by one: a card line such as "Plumbing · Toronto" joins two catalogue
// values with punctuation from code.
const SEPARATORS = /\s*(?:[·•|–—:;()[\]/\n]|\s{2,}|, |(?<=[.!?])\s+(?=[A-Z]))\s*/;
const HAS_WORD = /[A-Za-z]{2,}/;

const normalise = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    // Quotes and end punctuation around a value, and a Markdown heading's or list item's marker.
    .replace(/^[#*>\-.,!?'"“”‘’…\s]+|[.,!?'"“”‘’…]+$/g, "");

const pieces = (text: string) => text.split(SEPARATORS).map(normalise).filter(Boolean);

/** The pieces of `part` that hold a word and are neither catalogue values nor user data. */
export function literalsIn(part: string, allowed: (piece: string) => boolean): string[] {
  return pieces(part).filter((piece) => HAS_WORD.test(piece) && !allowed(piece));
}

/** Every piece of English on the page that came neither from the catalogue nor from data. */
export function findLiterals(page: PageText, allowed: (piece: string) => boolean): Finding[] {
  const findings: Finding[] = [];
  for (const parts of outsideMarkers(page.texts)) {
    for (const part of parts) {
      for (const literal of literalsIn(part, allowed)) findings.push({ where: "text", literal });
    }
  }
  for (const { name, value, element } of page.attributes) {
    for (const part of outsideMarkers([value])[0]!) {
      for (const literal of literalsIn(part, allowed)) {
        findings.push({ where: `${name} [${element}]`, literal });
      }
    }
  }
  for (const { name, value } of page.head) {
    // A description shortened to fit ends in a cut-off piece of catalogue text: not a literal.
    const whole = value.endsWith("…") ? value.replace(/[^.!?:;,·|–—]*…$/, "") : value;
    for (const part of outsideMarkers([whole])[0]!) {
      for (const literal of literalsIn(part, allowed)) findings.push({ where: name, literal });
    }
  }
  return findings;
}

/**
 * An allow-list from catalogue values (content/) and the data a test posted: a piece passes when
 * it is one of them or one of their pieces, cut as the page's text is cut. Only whole values: a
 * literal such as "in" must not pass because some article says "in".
 */
export function allowList(values: Iterable<string>): (piece: string) => boolean {
  const allowed = new Set<string>();
  for (const value of values) {
    allowed.add(normalise(value));
    for (const piece of pieces(value)) allowed.add(piece);
  }
  return (piece) => allowed.has(normalise(piece));
}

/** Every string in a module's exports, however deep (the catalogue's objects and lists). */
export function stringsIn(
  value: unknown,
  into: string[] = [],
  seen = new Set<unknown>(),
): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) stringsIn(item, into, seen);
  }
  return into;
}

const NOT_TEXT = new Set(["script", "style", "template", "noscript"]);
/** The attributes that name or describe an element to its reader. */
export const LABELLING_ATTRIBUTES = [
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "aria-roledescription",
];

/** The text of a server-rendered page, read from its HTML without a browser. */
export function pageTextFromHtml(html: string): PageText {
  const page: PageText = { texts: [], attributes: [], head: [] };
  let inBody = false;
  let skipped = 0;
  let title: string | null = null;
  let description = "";
  let pending = "";
  const flush = () => {
    if (pending.trim()) page.texts.push(pending);
    pending = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        if (name === "body") inBody = true;
        if (NOT_TEXT.has(name)) skipped += 1;
        if (name === "title" && !inBody) title = "";
        if (name === "meta" && attributes.name === "description") {
          description = attributes.content ?? "";
        }
        if (!inBody) return;
        for (const attribute of LABELLING_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value) page.attributes.push({ name: attribute, value, element: name });
        }
      },
      ontext(text) {
        if (title !== null) title += text;
        else if (inBody && skipped === 0) pending += text;
      },
      onclosetag(name) {
        flush();
        if (NOT_TEXT.has(name)) skipped -= 1;
        if (name === "title" && title !== null) {
          page.head.push({ name: "title", value: title });
          title = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  page.head.push({ name: "meta description", value: description });
  return page;
}
