// The security headers every response carries: pages, route handlers, public files, /_next
// assets and 404s. The production server (server/production-server.mjs) sets them on every
// answer; next.config.mjs applies them through `headers()` too (configHeaders); this is the one
// place that defines them. See
// docs/decisions/0031-security-headers-and-policy.md for why scripts allow 'unsafe-inline'.

/**
 * The origin browsers send photos to when they upload straight to object storage (connect-src),
 * or null when photos are on local disk (no S3_BUCKET). S3_PUBLIC_ORIGIN when set; otherwise the
 * origin of the presigned URLs the server makes: S3_ENDPOINT (its bucket host when
 * S3_FORCE_PATH_STYLE is false), or AWS S3's own `https://{bucket}.s3.{region}.amazonaws.com`.
 * @param {Record<string, string | undefined>} environment
 * @returns {string | null}
 */
export function photoUploadOrigin(environment = process.env) {
  const bucket = environment.S3_BUCKET;
  if (!bucket) return null;
  if (environment.S3_PUBLIC_ORIGIN) return new URL(environment.S3_PUBLIC_ORIGIN).origin;
  const endpoint = environment.S3_ENDPOINT;
  const pathStyle = environment.S3_FORCE_PATH_STYLE
    ? /^(true|1)$/.test(environment.S3_FORCE_PATH_STYLE)
    : Boolean(endpoint);
  const base = new URL(
    endpoint || `https://s3.${environment.S3_REGION || "us-east-1"}.amazonaws.com`,
  );
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}

/**
 * The Content-Security-Policy value.
 *
 * Scripts: Next.js streams each page's data in inline `self.__next_f.push(...)` scripts whose text
 * differs per page (and per request on dynamic pages), and prerendered pages cannot carry a
 * per-request nonce, so inline scripts are allowed with 'unsafe-inline'. A hash list would have
 * to name every page's bootstrap scripts, and listing any hash makes browsers ignore
 * 'unsafe-inline'. No 'unsafe-eval' in a build; `next dev` alone needs it for React's debugging
 * (the Next.js CSP guide), so it is added only there.
 *
 * Styles: Radix sets inline style attributes and the theme toggle adds a short-lived <style>,
 * hence 'unsafe-inline' for styles.
 *
 * Connections: our own API, and the photo bucket's origin when S3_BUCKET is set.
 * @param {string | undefined} nodeEnv
 * @param {Record<string, string | undefined>} environment
 */
export function contentSecurityPolicy(nodeEnv = process.env.NODE_ENV, environment = process.env) {
  const uploadOrigin = photoUploadOrigin(environment);
  const directives = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      ...(nodeEnv === "development" ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: and blob: for the photo previews of the post-project form.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    // The bucket's origin only when photos go to object storage: the browser PUTs them there.
    "connect-src": ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

// Powerful browser features the site never uses, switched off for every origin (including its own
// pages and anything they could embed). Only names Chromium recognises: an unknown one is logged
// as a console error.
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The headers, as `{ key, value }` pairs for next.config's `headers()`. Strict-Transport-Security
 * only in production (`next build` / `next start`): on a plain-http development server it would
 * make the browser insist on https for the host.
 * @param {string | undefined} nodeEnv
 * @param {Record<string, string | undefined>} environment
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(nodeEnv = process.env.NODE_ENV, environment = process.env) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(nodeEnv, environment) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: DISABLED_FEATURES.map((name) => `${name}=()`).join(", ") },
    { key: "X-Frame-Options", value: "DENY" },
    ...(nodeEnv === "production"
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/**
 * The site's headers for next.config's `headers()`. Next compiles a header value that holds a
 * ":" as a path pattern on every request it answers (the policy's `data:` and `blob:`), about a
 * tenth of what a small API answer allocates. A build served by the production server (`npm
 * start`, `npm run serve`), which sets every header itself, leaves the policy to that server and
 * takes it from the environment it runs in; a Vercel build and `next dev`, which have no such
 * server, carry it here (docs/decisions/0031-security-headers-and-policy.md).
 * @param {Record<string, string | undefined>} environment the build's
 * @returns {{ key: string, value: string }[]}
 */
export function configHeaders(environment = process.env) {
  const headers = securityHeaders(environment.NODE_ENV, environment);
  const ownServer = !environment.VERCEL && environment.NODE_ENV === "production";
  return ownServer ? headers.filter(({ key }) => key !== "Content-Security-Policy") : headers;
}

/**
 * The pages that read a private link from their fragment, or redirect an old one that carries it
 * in the query (proxy.ts, which lists the same paths): they send no Referer at all. next.config
 * lists them after the site's headers, and the last match of a header wins.
 */
export const NO_REFERRER_PAGES = [
  "/project/:id",
  "/proposal/:id",
  "/agreement/:id",
  "/admin/:path*",
  "/contractor-dashboard",
];
