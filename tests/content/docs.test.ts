import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = process.cwd();

/** Folders that hold no file of ours: installed packages, build output, local data. */
const NOT_OURS = new Set([
  "node_modules",
  ".next",
  ".next-pseudo",
  ".git",
  ".data",
  "out",
  "test-results",
  "playwright-report",
  "public",
]);

/** Every source, test, script and doc file of the repository, relative to its root. */
function ownFiles(dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_OURS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...ownFiles(full));
    else if (
      /\.(ts|tsx|mjs|js|json|md|css|sql)$|^run$/.test(entry.name) &&
      entry.name !== "package-lock.json"
    )
      found.push(path.relative(root, full));
  }
  return found;
}

/** Every route handler under app/api, as "VERB /api/path" with its params as {}. */
function routeEndpoints(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const route = `/${path.relative(path.join(root, "app"), dir)}`.replace(/\[[^\]]+\]/g, "{}");
        const source = readFileSync(full, "utf8");
        for (const [, verb] of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) =/g))
          found.push(`${verb} ${route}`);
      }
    }
  };
  walk(path.join(root, "app", "api"));
  return found.sort();
}

describe("the docs", () => {
  it("document every API endpoint the app has", () => {
    const api = readFileSync(path.join(root, "docs", "api.md"), "utf8");
    const documented = new Set(
      [...api.matchAll(/^### (GET|POST|PUT|PATCH|DELETE) (\/api\/\S+)$/gm)].map(
        ([, verb, route]) => `${verb} ${route!.replace(/\{[^}]+\}/g, "{}")}`,
      ),
    );
    const endpoints = routeEndpoints();
    expect(endpoints.length).toBeGreaterThan(10);
    expect(endpoints.filter((endpoint) => !documented.has(endpoint))).toEqual([]);
  });

  it("hold no leftover merge-conflict markers", () => {
    const docs = readdirSync("docs", { recursive: true, encoding: "utf8" });
    for (const file of ["README.md", ...docs.map((name) => `docs/${name}`)]) {
      if (!file.endsWith(".md")) continue;
      const text = readFileSync(path.join(root, file), "utf8");
      expect(text, file).not.toMatch(/^(<{7}|={7}|>{7})( |$)|^(> ){7}/m);
    }
  });

  it("keep one record per decision, each listed in the index with its status and date", () => {
    const index = readFileSync(path.join(root, "docs", "decisions.md"), "utf8");
    const records = readdirSync(path.join(root, "docs", "decisions")).sort();
    expect(records.length).toBeGreaterThan(30);
    const listed = [...index.matchAll(/^\| \[(\d{4})\]\(decisions\/([^)]+)\)/gm)].map(
      ([, , file]) => file,
    );
    expect(listed).toEqual(records);
    records.forEach((file, position) => {
      const record = readFileSync(path.join(root, "docs", "decisions", file), "utf8");
      const number = String(position + 1).padStart(4, "0");
      expect(file, "numbered without gaps").toMatch(new RegExp(`^${number}-[a-z0-9-]+\\.md$`));
      expect(record, file).toMatch(new RegExp(`^# ${number}\\. \\S`));
      expect(record, file).toMatch(
        /^- \*\*Status:\*\* (Accepted|Superseded on \d{4}-\d{2}-\d{2} by \[)/m,
      );
      expect(record, file).toMatch(/^- \*\*Date:\*\* \d{4}-\d{2}-\d{2}/m);
      expect(record, file).toMatch(/^## Context$[\s\S]+^## Decision$/m);
      for (const [, target] of record.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g))
        expect(records, `${file} links to ${target}`).toContain(target);
    });
  });

  it("state their rules themselves instead of citing documents outside the repository", () => {
    // Written S[P]EC and D[E]CISIONS so that this line does not match itself.
    const outside = /\b(S[P]EC|D[E]CISIONS)(\.md)?\b|\b[Tt]he s[p]ec\b/;
    const files = ownFiles();
    expect(files.length).toBeGreaterThan(200);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });
});
