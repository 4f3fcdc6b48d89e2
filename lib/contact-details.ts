// Contact details written into text the site shows to others (a project's description, a
// question, an answer or a note on it): web addresses, e-mail addresses and North American
// telephone numbers, in the spellings people use to get past a filter. A project whose text
// carries one is held for the operator; the same finder masks them in questions, answers and notes
// (lib/questions/mask.ts). The rules and their limits are in docs/decisions/0007-proven-addresses-and-listing.md
// and 0024-questions-notes-and-conversations.md; tests/unit/contact-details holds the
// real-world spellings they are tried on.

export type ContactDetailKind = "url" | "email" | "phone";

// "at" and "dot" as people write them to dodge a filter: @, (at), [at], {at}, " at ".
const AT = String.raw`(?:\s*@\s*|\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const EMAIL = new RegExp(
  String.raw`[a-z0-9][a-z0-9._%+-]*${AT}(?!www\.)[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}[a-z]{2,24}\b`,
  "gi",
);

// Web addresses: a scheme or "www.", or a host ending in a top-level domain people post.
const TLDS =
  "com|ca|net|org|info|biz|io|co|ly|me|us|uk|app|dev|shop|store|site|online|xyz|link|club|top|live|pro|page|example";
const URL = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TLDS})\b(?:\/\S*)?`,
  "gi",
);

// Ten digits as 3-3-4 (area code and exchange start 2-9), with an optional leading 1 or +1, and
// any of space, dot, dash or brackets between groups. Not preceded by a digit, "$" or "," (so
// prices and ranges are left alone) and not followed by a digit.
const PHONE = /(?<![\d$,.])(?:\+?1[\s.-]*)?\(?[2-9]\d{2}\)?[\s.-]*[2-9]\d{2}[\s.-]*\d{4}(?!\d)/g;

const FINDERS: [ContactDetailKind, RegExp][] = [
  ["email", EMAIL],
  ["url", URL],
  ["phone", PHONE],
];

/** Each contact detail in the text, in order, with where it is. */
export function findContactDetails(
  text: string,
): { kind: ContactDetailKind; start: number; end: number }[] {
  const found: { kind: ContactDetailKind; start: number; end: number }[] = [];
  for (const [kind, pattern] of FINDERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // An e-mail address also looks like a web address: the first finder that took a span keeps it.
      if (found.some((other) => start < other.end && end > other.start)) continue;
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The kinds of contact detail the text carries (none: an empty list). */
export const contactDetailKinds = (text: string): ContactDetailKind[] => [
  ...new Set(findContactDetails(text).map((detail) => detail.kind)),
];

/** The text with each contact detail replaced by `replacement`. */
export function maskContactDetails(text: string, replacement: string): string {
  let masked = "";
  let from = 0;
  for (const detail of findContactDetails(text)) {
    masked += text.slice(from, detail.start) + replacement;
    from = detail.end;
  }
  return masked + text.slice(from);
}
