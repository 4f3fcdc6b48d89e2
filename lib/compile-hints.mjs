// Chrome compiles most of a script's functions only when each is first called, on the main thread,
// in the middle of the page's start-up. A file that begins with this comment has all its functions
// compiled at once instead, on a background thread while the file streams in (V8's explicit compile
// hints, Chrome 136 and later; other browsers read a comment). The browser's chunks are the app's
// and the framework's modules, whose factories run when the page starts: see
// docs/decisions/0116-compile-hints.md for what it saves and why every chunk carries it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the hint at the top of every JavaScript file the build made for the browser
 * (`{distDir}/static/chunks`), once; a source map beside a file is moved down the added line.
 * Answers how many files it marked.
 */
export async function markChunksForEagerCompile(distDir) {
  const chunksDir = path.join(distDir, "static", "chunks");
  let marked = 0;
  for (const name of await readdir(chunksDir, { recursive: true })) {
    if (!name.endsWith(".js")) continue;
    const file = path.join(chunksDir, name);
    const code = await readFile(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
    await shiftSourceMap(`${file}.map`);
    marked += 1;
  }
  return marked;
}

/**
 * The `compiler` setting that marks a build's chunks once Next has compiled them (its documented
 * hook, before prerendering). The app and the floors it is measured against (bench/fixture,
 * bench/static-copy) all use it, so a benchmark compares like with like.
 */
export const compileHintsCompiler = {
  runAfterProductionCompile: async ({ distDir, projectDir }) => {
    await markChunksForEagerCompile(path.resolve(projectDir, distDir));
  },
};

/** A source map's lines start one later (";" begins a line in `mappings`); none: nothing to do. */
async function shiftSourceMap(mapFile) {
  let map;
  try {
    map = JSON.parse(await readFile(mapFile, "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  if (typeof map.mappings === "string") map.mappings = `;${map.mappings}`;
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  }
  await writeFile(mapFile, JSON.stringify(map));
}
