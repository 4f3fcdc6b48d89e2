import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";

import {
  configHeaders,
  contentSecurityPolicy,
  photoUploadOrigin,
  securityHeaders,
} from "@/lib/security-headers.mjs";

const connectSrc = (environment: Record<string, string | undefined>) =>
  contentSecurityPolicy("production", environment)
    .split("; ")
    .find((directive) => directive.startsWith("connect-src "));

describe("connect-src and photo uploads", () => {
  it("is the site alone when photos are on local disk", () => {
    expect(connectSrc({})).toBe("connect-src 'self'");
    expect(connectSrc({ S3_BUCKET: "" })).toBe("connect-src 'self'");
    // The endpoint without a bucket turns nothing on.
    expect(connectSrc({ S3_ENDPOINT: "https://minio.example.com" })).toBe("connect-src 'self'");
  });

  it("adds the bucket's origin when photos go to object storage", () => {
    expect(
      connectSrc({ S3_BUCKET: "photos", S3_ENDPOINT: "https://minio.example.com:9000/" }),
    ).toBe("connect-src 'self' https://minio.example.com:9000");
    expect(
      connectSrc({
        S3_BUCKET: "photos",
        S3_ENDPOINT: "https://internal:9000",
        S3_PUBLIC_ORIGIN: "https://uploads.example.com/",
      }),
    ).toBe("connect-src 'self' https://uploads.example.com");
  });

  // The origin must be the one the presigned URLs really have, or the browser's PUT is blocked.
  for (const [what, environment] of [
    ["AWS S3", { S3_BUCKET: "tp-photos" }],
    ["AWS S3 in another region", { S3_BUCKET: "tp-photos", S3_REGION: "ca-central-1" }],
    [
      "R2 (path style, the default with an endpoint)",
      { S3_BUCKET: "tp-photos", S3_REGION: "auto", S3_ENDPOINT: "https://acct.r2.example.com" },
    ],
    [
      "an endpoint with virtual-hosted buckets",
      {
        S3_BUCKET: "tp-photos",
        S3_ENDPOINT: "https://storage.example.com",
        S3_FORCE_PATH_STYLE: "false",
      },
    ],
  ] as const) {
    it(`matches the presigned URL's origin: ${what}`, async () => {
      const env: Record<string, string | undefined> = environment;
      const client = new S3Client({
        region: env.S3_REGION ?? "us-east-1",
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE
          ? env.S3_FORCE_PATH_STYLE === "true"
          : Boolean(env.S3_ENDPOINT),
        credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      });
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: env.S3_BUCKET, Key: "incoming/x", ContentLength: 5 }),
        { expiresIn: 300 },
      );
      client.destroy();
      expect(photoUploadOrigin(env)).toBe(new URL(url).origin);
    });
  }
});

describe("the headers next.config gives Next", () => {
  const keys = (environment: Record<string, string | undefined>) =>
    configHeaders(environment).map((header) => header.key);

  it("leave the policy to the production server in a build it serves", () => {
    const built = configHeaders({ NODE_ENV: "production" });
    expect(built.map((header) => header.key)).not.toContain("Content-Security-Policy");
    // What Next is given is the rest of what the server sets, and no value Next would have to
    // compile as a path pattern on each request.
    expect(built).toEqual(
      securityHeaders("production", {}).filter((h) => h.key !== "Content-Security-Policy"),
    );
    for (const header of built) expect(header.value).not.toContain(":");
  });

  it("carry the policy where no production server runs: Vercel and next dev", () => {
    expect(keys({ NODE_ENV: "production", VERCEL: "1" })).toContain("Content-Security-Policy");
    expect(keys({ NODE_ENV: "development" })).toContain("Content-Security-Policy");
    expect(configHeaders({ NODE_ENV: "production", VERCEL: "1", S3_BUCKET: "photos" })).toEqual(
      securityHeaders("production", { NODE_ENV: "production", VERCEL: "1", S3_BUCKET: "photos" }),
    );
  });
});
