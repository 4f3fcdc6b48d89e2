import path from "node:path";
import { fileURLToPath } from "node:url";

import { turbopackChunking } from "../../lib/chunking.mjs";
import { compileHintsCompiler } from "../../lib/compile-hints.mjs";

// Like the empty fixture, the static copy borrows the repository's node_modules, so Turbopack is
// rooted there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  // Built like the app, compile hints and chunking included, so the floor is Next.js as the app
  // ships it.
  compiler: compileHintsCompiler,
  experimental: { turbopackChunking },
};

export default nextConfig;
