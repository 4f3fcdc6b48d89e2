// An S3-compatible server (s3rver) for the API tests, in a process of its own: s3rver makes its
// listing continuation tokens with DES, which Node's OpenSSL 3 offers only to a process started
// with --openssl-legacy-provider. Prints `{ "port": n }` once it listens; ends with its parent.
import S3rver from "s3rver";

const { directory, bucket, cors } = JSON.parse(process.argv[2] ?? "{}");
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
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
