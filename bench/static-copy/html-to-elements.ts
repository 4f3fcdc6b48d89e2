import { parseDocument } from "htmlparser2";
import { createElement, type ReactNode } from "react";

// The static copy's markup turned back into React elements, so that a server component renders it
// and React hydrates every element: the page's content as Next.js carries and hydrates it, with
// none of the app's own code (the hydrated copy, bench/task-time.mjs).

interface ParsedNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}

// Attributes that are present or absent: the markup writes them as name="".
const BOOLEAN_ATTRIBUTES = new Set([
  "async",
  "autofocus",
  "checked",
  "defer",
  "disabled",
  "formnovalidate",
  "hidden",
  "inert",
  "multiple",
  "novalidate",
  "open",
  "readonly",
  "required",
  "selected",
]);

// HTML attribute names React spells differently (SVG's hyphenated names are camel-cased below).
const REACT_NAMES: Record<string, string> = {
  autocomplete: "autoComplete",
  autofocus: "autoFocus",
  class: "className",
  colspan: "colSpan",
  crossorigin: "crossOrigin",
  datetime: "dateTime",
  enctype: "encType",
  enterkeyhint: "enterKeyHint",
  fetchpriority: "fetchPriority",
  for: "htmlFor",
  formnovalidate: "formNoValidate",
  inputmode: "inputMode",
  maxlength: "maxLength",
  minlength: "minLength",
  novalidate: "noValidate",
  popovertarget: "popoverTarget",
  popovertargetaction: "popoverTargetAction",
  readonly: "readOnly",
  referrerpolicy: "referrerPolicy",
  rowspan: "rowSpan",
  srcset: "srcSet",
  tabindex: "tabIndex",
};

const VOID_ELEMENTS = new Set([
  "area",
  "br",
  "col",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);

const camelCase = (name: string) =>
  name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    style[property.startsWith("--") ? property : camelCase(property)] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

function reactProps(node: ParsedNode, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attribs ?? {})) {
    const lower = name.toLowerCase();
    if (lower.startsWith("data-") || lower.startsWith("aria-")) props[lower] = value;
    else if (lower === "style") props.style = styleObject(value);
    else if (BOOLEAN_ATTRIBUTES.has(lower)) {
      if (lower === "checked") props.defaultChecked = true;
      else if (lower !== "selected") props[REACT_NAMES[lower] ?? lower] = true;
    } else if (lower === "value" && (node.name === "input" || node.name === "select")) {
      props.defaultValue = value;
    } else props[REACT_NAMES[lower] ?? (/[-:]/.test(name) ? camelCase(name) : name)] = value;
  }
  return props;
}

const textOf = (node: ParsedNode) =>
  (node.children ?? []).map((child) => child.data ?? "").join("");

function toReact(nodes: ParsedNode[]): ReactNode[] {
  return nodes.flatMap((node, key): ReactNode[] => {
    if (node.type === "text") return [node.data ?? ""];
    // Comments (React's Suspense markers among them) and scripts are not content.
    if (node.type !== "tag" && node.type !== "style") return [];
    const name = node.name ?? "div";
    const props = reactProps(node, key);
    if (node.type === "style") {
      return [
        createElement("style", { ...props, dangerouslySetInnerHTML: { __html: textOf(node) } }),
      ];
    }
    if (name === "textarea") return [createElement(name, { ...props, defaultValue: textOf(node) })];
    if (VOID_ELEMENTS.has(name)) return [createElement(name, props)];
    const children = toReact(node.children ?? []);
    return [createElement(name, props, ...(children.length > 0 ? [children] : []))];
  });
}

/** The elements of a fragment of HTML, as React elements (names and case kept, for SVG). */
export function htmlToElements(html: string): ReactNode[] {
  const document = parseDocument(html, { lowerCaseAttributeNames: false, lowerCaseTags: false });
  return toReact(document.children as unknown as ParsedNode[]);
}
