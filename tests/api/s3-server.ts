import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import type { S3Settings } from "@/lib/storage/photos";

/** The site's origin in the tests: the one origin the bucket's CORS rule lets PUT. */
export const SITE_ORIGIN = "http://localhost:3000";

/** The CORS rule a bucket needs for direct uploads from the site (the README has it as JSON). */
export const CORS_RULE = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${SITE_ORIGIN}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface TestBucket {
  /** Settings for s3PhotoStorage, with a small page size so listings take several pages. */
  settings: S3Settings;
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver, tests/api/s3-server-process.mjs) on a free port,
 * its objects in a new temporary folder, with one bucket that has the direct-upload CORS rule.
 * s3rver checks a presigned URL's expiry but no V4 signature, so the process checks presigned
 * URLs' signatures in front of it as S3 does (a signed Content-Length refuses a body of another
 * size); requests the SDK signs in headers are not checked.
 */
export async function startTestBucket(bucket = "torontopros-photos"): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), "tp-s3-"));
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      fileURLToPath(new URL("./s3-server-process.mjs", import.meta.url)),
      JSON.stringify({ directory, bucket, cors: CORS_RULE }),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The S3 test server did not start")), 30_000);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The S3 test server exited (${code})`)));
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      bucket,
      region: "us-east-1",
      endpoint,
      // s3rver's built-in account.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      pageSize: 2,
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
