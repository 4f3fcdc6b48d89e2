import path from "node:path";
import { fileURLToPath } from "node:url";

import { turbopackChunking } from "../../lib/chunking.mjs";

// Like the empty fixture, the static copy borrows the repository's node_modules, so Turbopack is
// rooted there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  // Built like the app, chunking included, so the floor is Next.js as the app ships it.
  experimental: { turbopackChunking },
};

export default nextConfig;
