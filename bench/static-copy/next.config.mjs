import path from "node:path";
import { fileURLToPath } from "node:url";

// Like the empty fixture, the static copy borrows the repository's node_modules, so Turbopack is
// rooted there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root },
};

export default nextConfig;
