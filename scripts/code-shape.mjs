// The shape of the source tree, for reviews of its layout: lines per folder, the biggest files,
// functions over 80 lines, import circles and imports that run back up the layers.
// Usage: node scripts/code-shape.mjs [--json]; tests/unit/import-direction.test.ts uses codeShape().
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

const ROOTS = ["app", "components", "lib", "content", "i18n", "server"];
const TOP_FILES = ["proxy.ts", "instrumentation.ts", "instrumentation-node.ts"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const LONG_FUNCTION = 80;

// Layers from the bottom up: a file may import its own layer or one below it, never one above.
// lib/api (HTTP) sits above the feature modules it calls.
const LAYERS = [
  ["content", "i18n"],
  ["lib"],
  ["lib/api"],
  ["components"],
  ["app", "server", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts"],
];
const layerOf = (file) => {
  const [top, second] = file.split("/");
  const named = LAYERS.findIndex((names) => names.includes(`${top}/${second}`));
  return named >= 0 ? named : LAYERS.findIndex((names) => names.includes(top));
};

function walk(root, dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return walk(root, relative);
    return SOURCE.test(name) ? [relative] : [];
  });
}

/** The shape of the tree under `root` (paths in the answer are relative to it). */
export function codeShape(root = process.cwd()) {
  const exists = (name) => existsSync(path.join(root, name));
  const files = [
    ...ROOTS.filter(exists).flatMap((dir) => walk(root, dir)),
    ...TOP_FILES.filter(exists),
  ];

  function resolveImport(from, specifier) {
    let base;
    if (specifier.startsWith("@/")) base = specifier.slice(2);
    else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
    else return undefined;
    const candidates = [
      base,
      ...[".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"].map((e) => base + e),
    ];
    return candidates.find((candidate) => files.includes(candidate));
  }

  const linesOf = new Map();
  const importsOf = new Map();
  const longFunctions = [];

  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    linesOf.set(file, text.split("\n").length);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const imports = new Set();
    const visit = (node) => {
      // Type-only imports make no circle at run time.
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const target = resolveImport(file, node.moduleSpecifier.text);
        if (target) imports.add(target);
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target) imports.add(target);
      }
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > LONG_FUNCTION) {
          const name = node.name?.getText() ?? node.parent?.name?.getText?.() ?? "(anonymous)";
          longFunctions.push({ where: `${file}:${start + 1}`, name, lines: end - start + 1 });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    importsOf.set(file, imports);
  }

  // Circles: the strongly connected components with more than one file (Tarjan).
  const circles = [];
  {
    let index = 0;
    const order = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    const connect = (file) => {
      order.set(file, index);
      low.set(file, index++);
      stack.push(file);
      onStack.add(file);
      for (const next of importsOf.get(file)) {
        if (!order.has(next)) {
          connect(next);
          low.set(file, Math.min(low.get(file), low.get(next)));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
      }
      if (low.get(file) === order.get(file)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== file);
        if (group.length > 1) circles.push(group.sort());
      }
    };
    for (const file of files) if (!order.has(file)) connect(file);
  }

  const upward = [];
  for (const [file, imports] of importsOf) {
    for (const target of imports) {
      if (layerOf(target) > layerOf(file)) upward.push(`${file} -> ${target}`);
    }
  }

  const perFolder = {};
  for (const [file, lines] of linesOf) {
    const folder = file
      .split("/")
      .slice(0, file.startsWith("lib/") ? 2 : 1)
      .join("/");
    perFolder[folder] = (perFolder[folder] ?? 0) + lines;
  }

  return {
    files: files.length,
    lines: [...linesOf.values()].reduce((a, b) => a + b, 0),
    perFolder: Object.fromEntries(Object.entries(perFolder).sort(([a], [b]) => a.localeCompare(b))),
    biggest: [...linesOf].sort((a, b) => b[1] - a[1]).slice(0, 12),
    longFunctions: longFunctions.sort((a, b) => b.lines - a.lines),
    circles,
    upward,
  };
}

const runDirectly = process.argv[1] === fileURLToPath(import.meta.url);
const report = runDirectly ? codeShape() : undefined;
const { circles, upward } = report ?? {};
if (!report) {
  // Imported: nothing to print.
} else if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`${report.files} files, ${report.lines} lines`);
  console.log("\nLines per folder:");
  for (const [folder, lines] of Object.entries(report.perFolder))
    console.log(`  ${folder}: ${lines}`);
  console.log("\nBiggest files:");
  for (const [file, lines] of report.biggest) console.log(`  ${lines}  ${file}`);
  console.log(`\nFunctions over ${LONG_FUNCTION} lines: ${report.longFunctions.length}`);
  for (const f of report.longFunctions) console.log(`  ${f.lines}  ${f.name}  ${f.where}`);
  console.log(`\nImport circles: ${circles.length}`);
  for (const group of circles) console.log(`  ${group.join(" <-> ")}`);
  console.log(`\nImports that run back up the layers: ${upward.length}`);
  for (const line of upward) console.log(`  ${line}`);
}
