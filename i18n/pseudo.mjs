// The pseudo-locale: every message of the English catalogue wrapped in ⟦…⟧ with its letters
// swapped for accented look-alikes, placeholders, plural forms and rich-text tags left working.
// Text on a page rendered with it that still reads as plain English came from code, not from the
// catalogue. Plain JavaScript: the build's message loader (i18n/pseudo-loader.mjs) runs it too.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ";
const LOOK_ALIKE = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]]));

/** "Post a project" as "Ƥóšţ á ƥŕóĵéçţ": the same length, still readable, never plain ASCII. */
export const accent = (text) => [...text].map((char) => LOOK_ALIKE.get(char) ?? char).join("");

function accentElements(elements) {
  for (const element of elements) {
    if (element.type === TYPE.literal) element.value = accent(element.value);
    if (element.type === TYPE.tag) accentElements(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) accentElements(option.value);
    }
  }
}

// Addresses and paths kept in the catalogue are data for links, not text to translate.
const isAddress = (text) => /^(\/|https?:|mailto:|tel:)/.test(text);

/** One ICU message in the pseudo-locale. */
export function pseudoMessage(message) {
  if (message.trim() === "" || isAddress(message)) return message;
  // Without placeholders or tags the text is read as it is (`t.raw`, lists): no ICU escaping.
  if (!/[{}<]/.test(message)) return `${PSEUDO_OPEN}${accent(message)}${PSEUDO_CLOSE}`;
  const ast = parse(message);
  accentElements(ast);
  return `${PSEUDO_OPEN}${printAST(ast)}${PSEUDO_CLOSE}`;
}

/** A whole catalogue (nested objects and lists of messages) in the pseudo-locale. */
export function pseudoMessages(messages) {
  if (typeof messages === "string") return pseudoMessage(messages);
  if (Array.isArray(messages)) return messages.map(pseudoMessages);
  if (messages && typeof messages === "object") {
    return Object.fromEntries(
      Object.entries(messages).map(([key, value]) => [key, pseudoMessages(value)]),
    );
  }
  return messages;
}
