// An S3-compatible server (s3rver) for the API tests, in a process of its own: s3rver makes its
// listing continuation tokens with DES, which Node's OpenSSL 3 offers only to a process started
// with --openssl-legacy-provider. Prints `{ "port": n }` once it listens; ends with its parent.
import { createHash, createHmac } from "node:crypto";

import S3rver from "s3rver";

const { directory, bucket, cors } = JSON.parse(process.argv[2] ?? "{}");
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});

// s3rver's own account (accessKeyId S3RVER).
const SECRET = "S3RVER";
const encode = (value) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const hmac = (key, value) => createHmac("sha256", key).update(value).digest();

/**
 * Whether a presigned (query-string SigV4) request carries the signature S3 would compute for
 * it: the method, path, query and every header named in X-Amz-SignedHeaders as received, so a
 * signed Content-Length refuses a body of another size. s3rver checks no V4 signature itself.
 */
function presignedSignatureMatches(req) {
  const [path, rawQuery = ""] = (req.url ?? "").split("?");
  const query = new URLSearchParams(rawQuery);
  const signedHeaders = (query.get("X-Amz-SignedHeaders") ?? "").split(";");
  const [, date, region, service] = (query.get("X-Amz-Credential") ?? "").split("/");
  const canonicalQuery = [...query]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    req.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(";"),
    query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    query.get("X-Amz-Date"),
    scope,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  let key = hmac(`AWS4${SECRET}`, date ?? "");
  for (const part of [region, service, "aws4_request"]) key = hmac(key, part ?? "");
  return hmac(key, stringToSign).toString("hex") === query.get("X-Amz-Signature");
}

// First in s3rver's middleware (Koa composes the list when the server starts listening). A
// browser's preflight (OPTIONS) carries the URL but is never signed.
server.middleware.unshift(async (ctx, next) => {
  if (
    ctx.method !== "OPTIONS" &&
    ctx.query["X-Amz-Signature"] &&
    !presignedSignatureMatches(ctx.req)
  ) {
    ctx.status = 403;
    ctx.type = "application/xml";
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
    return;
  }
  await next();
});

const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().finally(() => process.exit(0));
};
// The parent's end of stdin closes when it exits, however it exits.
process.stdin.on("end", stop).resume();
process.on("SIGTERM", stop);
