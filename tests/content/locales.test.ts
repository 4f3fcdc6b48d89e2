// The site's languages are named in one place, i18n/config.mjs: a second one is a translation
// (its catalogues and one entry there), not a hunt through the code for "en" and "en-CA".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import {
  DEFAULT_LOCALE,
  INVARIANT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  SITE_TIME_ZONE,
} from "@/i18n/config.mjs";

const root = process.cwd();
const CONFIG = "i18n/config.mjs";
const FOLDERS = ["app", "components", "content", "i18n", "lib", "scripts", "server"];
const TOP_FILES = ["next.config.mjs", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : [];
  });
}

/** The text of every string, template and JSX text in a file's code (comments are not read). */
function literals(file: string, text: string): { line: number; value: string }[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; value: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ line, value: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const LOCALE_NAMES = new Set<string>([
  ...LOCALES,
  ...Object.values(LOCALE_TAGS).flatMap((tags) => Object.values(tags)),
  INVARIANT_LOCALE,
]);
/** A language and region ("en-CA", "fr_CA"): a locale whatever the config holds. */
const LANGUAGE_REGION = /^[a-z]{2,3}[-_][A-Z]{2}$/;

/** Why a literal names a locale or the time zone by hand, or null. */
function byHand(value: string): string | null {
  if (LOCALE_NAMES.has(value) || LANGUAGE_REGION.test(value)) return `locale "${value}"`;
  if (value.includes(SITE_TIME_ZONE)) return `time zone in "${value}"`;
  return null;
}

function offences(file: string, text: string): string[] {
  return literals(file, text).flatMap(({ line, value }) => {
    const why = byHand(value);
    return why ? [`${file}:${line}: ${why}`] : [];
  });
}

describe("the site's locales", () => {
  it("are named only in i18n/config.mjs: no locale, Intl tag or time zone literal elsewhere", () => {
    const files = [
      ...FOLDERS.flatMap((folder) => sourceFiles(folder)),
      ...TOP_FILES.filter((file) => existsSync(path.join(root, file))),
    ].filter((file) => file !== CONFIG);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      offences(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("are found by that check where code names them by hand", () => {
    const sample = [
      `const t = createTranslator({ locale: "en", messages });`,
      `const day = new Intl.DateTimeFormat('en-CA', { timeZone: "America/Toronto" });`,
      "const lower = (name: string) => name.toLocaleLowerCase(`en-CA`);",
      `export const page = () => <html lang="en-CA"><body>fr-CA</body></html>;`,
      `// A comment may say "en-CA".`,
      `import messages from "@/messages/en.json";`,
    ].join("\n");
    expect(offences("sample.tsx", sample)).toEqual([
      `sample.tsx:1: locale "en"`,
      `sample.tsx:2: locale "en-CA"`,
      `sample.tsx:2: time zone in "America/Toronto"`,
      `sample.tsx:3: locale "en-CA"`,
      `sample.tsx:4: locale "en-CA"`,
      `sample.tsx:4: locale "fr-CA"`,
    ]);
  });

  it("each have every catalogue the default locale has", () => {
    const catalogues = readdirSync(path.join(root, "messages"));
    const kinds = catalogues
      .map((name) => new RegExp(`^(.*?)\\.?${DEFAULT_LOCALE}\\.json$`).exec(name)?.[1])
      .filter((kind) => kind !== undefined);
    expect(kinds).toContain("");
    for (const locale of LOCALES) {
      for (const kind of kinds) {
        expect(catalogues).toContain(kind ? `${kind}.${locale}.json` : `${locale}.json`);
      }
    }
  });
});
