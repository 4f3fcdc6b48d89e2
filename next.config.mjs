import { fileURLToPath } from "node:url";

import createNextIntlPlugin from "next-intl/plugin";

import { LOCALES } from "./i18n/config.mjs";
import { buildDir, pseudoLocaleBuild } from "./i18n/pseudo-build.mjs";
import { turbopackChunking } from "./lib/chunking.mjs";
import { configHeaders, NO_REFERRER_PAGES } from "./lib/security-headers.mjs";

// Messages are compiled when the app is built: browsers get a small formatter, not an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: [...LOCALES], precompile: true },
  },
});

// Vercel's functions have no lasting disk and no process that stays up: the embedded database,
// photos on disk and mail as files cannot work there. The build stops with what to set.
if (process.env.VERCEL) {
  const missing = ["DATABASE_URL", "S3_BUCKET", "SMTP_URL"].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `On Vercel, set ${missing.join(", ")} (PostgreSQL, object storage for photos, an SMTP server for mail): see the README's Vercel section.`,
    );
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  distDir: buildDir,
  // The pseudo-locale build follows the main one, which has checked the same sources.
  typescript: { ignoreBuildErrors: pseudoLocaleBuild },
  // The public address the prerendered pages were built with (canonical URLs, sitemap): a server
  // for a real host refuses to serve a build made for another address (instrumentation-node.ts).
  // The operator's identity (content/site.ts) is the build's too: the same in prerendered pages,
  // server code and the browser. `npm run serve` refuses a build made with the examples.
  env: {
    BUILT_SITE_URL: process.env.SITE_URL ?? "",
    SITE_NAME: process.env.SITE_NAME ?? "",
    SITE_EMAIL: process.env.SITE_EMAIL ?? "",
    SITE_PHONE: process.env.SITE_PHONE ?? "",
    SITE_POSTAL_ADDRESS: process.env.SITE_POSTAL_ADDRESS ?? "",
  },
  poweredByHeader: false,
  // Next's page cache on a Node host, with one rule added: a render that began before a change
  // to its page is not kept (server/isr-cache-handler.mjs; the build records the path relative to
  // its folder, so a build made elsewhere finds it). On Vercel the platform keeps the pages.
  ...(process.env.VERCEL
    ? {}
    : { cacheHandler: fileURLToPath(new URL("./server/isr-cache-handler.mjs", import.meta.url)) }),
  // Fewer, larger chunks per page: a phone pays for each one it loads (lib/chunking.mjs). The
  // "use cache" directive keeps the project list (lib/projects/list-cache.ts) without turning on
  // Cache Components for every page (docs/decisions/0032-production-server-and-caching.md).
  experimental: { turbopackChunking, useCache: true },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time. The S3
  // client and its presigner are loaded from node_modules too, so both use one copy of the SDK.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "sharp",
    "@aws-sdk/client-s3",
    "@aws-sdk/s3-request-presigner",
  ],
  // A contractor who types /dashboard means the contractor dashboard.
  async redirects() {
    return [{ source: "/dashboard", destination: "/contractor-dashboard", permanent: true }];
  },
  // Every path: pages, route handlers, public files, /_next assets and not-found answers. Taken
  // at build time; under the production server the policy is its own (configHeaders).
  async headers() {
    return [
      { source: "/:path*", headers: configHeaders() },
      ...NO_REFERRER_PAGES.map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      })),
    ];
  },
};

/**
 * The pseudo-locale build runs each message catalogue through i18n/pseudo-loader.mjs before
 * next-intl's own loader compiles it (loaders run last to first).
 */
function withPseudoLocale(config) {
  const rule = config.turbopack?.rules?.["*.json"];
  if (!rule || Array.isArray(rule) || !Array.isArray(rule.loaders)) {
    throw new Error("PSEUDO_LOCALE=1: next-intl's rule for the message catalogues was not found");
  }
  rule.loaders = [...rule.loaders, { loader: "./i18n/pseudo-loader.mjs", options: {} }];
  return config;
}

export default pseudoLocaleBuild
  ? withPseudoLocale(withNextIntl(nextConfig))
  : withNextIntl(nextConfig);
