import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import appConfig from "@/next.config.mjs";
import fixtureConfig from "@/bench/fixture/next.config.mjs";
import staticCopyConfig from "@/bench/static-copy/next.config.mjs";
import { turbopackChunking } from "@/lib/chunking.mjs";
import {
  COMPILE_HINT,
  compileHintsCompiler,
  markChunksForEagerCompile,
} from "@/lib/compile-hints.mjs";

describe("markChunksForEagerCompile", () => {
  let distDir = "";
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  function build(files: Record<string, string>) {
    distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(distDir, "static", "chunks", name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const read = (name: string) => readFileSync(path.join(distDir, "static", "chunks", name), "utf8");

  it("starts every browser chunk with the hint, the code after it unchanged", async () => {
    const code = '(globalThis.TURBOPACK||[]).push(["x",1,e=>{"use strict";e.s([])}]);';
    build({ "0abc.js": code, "pages/1def.js": "var a=1;", "2ghi.css": "a{color:red}" });
    expect(await markChunksForEagerCompile(distDir)).toBe(2);
    expect(read("0abc.js")).toBe(COMPILE_HINT + code);
    expect(read("0abc.js").split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(read("pages/1def.js")).toBe(`${COMPILE_HINT}var a=1;`);
    expect(read("2ghi.css")).toBe("a{color:red}");
  });

  it("marks a file once, however often the build step runs", async () => {
    build({ "0abc.js": "var a=1;" });
    await markChunksForEagerCompile(distDir);
    expect(await markChunksForEagerCompile(distDir)).toBe(0);
    expect(read("0abc.js")).toBe(`${COMPILE_HINT}var a=1;`);
  });

  it("moves a chunk's source map down the added line", async () => {
    build({
      "0abc.js": "var a=1;\nvar b=2;",
      "0abc.js.map": JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA;AACA" }),
      "1def.js": "var c=3;",
      "1def.js.map": JSON.stringify({
        version: 3,
        sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, mappings: "AAAA" } }],
      }),
    });
    await markChunksForEagerCompile(distDir);
    expect(JSON.parse(read("0abc.js.map")).mappings).toBe(";AAAA;AACA");
    expect(JSON.parse(read("1def.js.map")).sections[0].offset).toEqual({ line: 1, column: 0 });
  });
});

describe("the builds that carry the hint", () => {
  it("marks the chunks of the build directory Next names, relative to the project", async () => {
    const projectDir = mkdtempSync(path.join(tmpdir(), "compile-hints-project-"));
    try {
      const file = path.join(projectDir, ".next-x", "static", "chunks", "0abc.js");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, "var a=1;");
      await compileHintsCompiler.runAfterProductionCompile({ distDir: ".next-x", projectDir });
      expect(readFileSync(file, "utf8")).toBe(`${COMPILE_HINT}var a=1;`);
    } finally {
      rmSync(projectDir, { recursive: true, force: true });
    }
  });

  it("is the app's step and that of both floors it is measured against", () => {
    // The empty fixture and the static copies are Next.js as the app ships it, hint included.
    for (const config of [appConfig, fixtureConfig, staticCopyConfig]) {
      expect(config.compiler?.runAfterProductionCompile).toBe(
        compileHintsCompiler.runAfterProductionCompile,
      );
    }
  });

  it("splits the browser's JavaScript as the app does, in both floors", () => {
    // Merged into fewer, larger chunks alike (lib/chunking.mjs, decision 0119).
    for (const config of [appConfig, fixtureConfig, staticCopyConfig]) {
      expect(config.experimental?.turbopackChunking).toBe(turbopackChunking);
    }
  });
});
