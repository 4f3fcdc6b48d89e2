import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Written by bench/static-copy.mjs before each build: one JSON file per page type.
const contentDir = path.join(process.cwd(), "content");

export interface StaticCopy {
  title: string;
  lang: string;
  bodyClass: string;
  body: string;
  stylesheets: string[];
}

export function copyNames(): string[] {
  return readdirSync(contentDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
}

export function readCopy(name: string): StaticCopy {
  return JSON.parse(readFileSync(path.join(contentDir, `${name}.json`), "utf8"));
}
