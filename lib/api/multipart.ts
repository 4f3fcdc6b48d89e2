import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

import busboy from "busboy";

import type { ErrorCode } from "@/lib/error-messages";
import { ApiError } from "./errors";

// Boundaries, part headers and a few small fields around the file.
const FRAMING_BYTES = 64 * 1024;

export interface MultipartFileOptions {
  /** The form field that carries the file. */
  field: string;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The 413 answer's code. */
  tooLarge: ErrorCode;
  /** The 400 answer's code when no file came in `field`. */
  missing: ErrorCode;
}

/**
 * Reads one file from a multipart/form-data body as it arrives. At most `maxBytes` of the file
 * are ever held: as soon as the file, or the body as a whole, passes its bound (whether or not
 * Content-Length was sent), reading stops, the body is cancelled and the answer is 413.
 */
export async function readMultipartFile(
  request: Request,
  options: MultipartFileOptions,
): Promise<Buffer> {
  const maxBody = options.maxBytes + FRAMING_BYTES;
  if (Number(request.headers.get("content-length") ?? "0") > maxBody) {
    throw new ApiError(413, options.tooLarge);
  }
  if (!request.body) throw new ApiError(400, options.missing);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        files: 1,
        // busboy reports the limit on reaching it, so one byte more lets exactly maxBytes through.
        fileSize: options.maxBytes + 1,
        fields: 8,
        fieldSize: 1024,
        parts: 10,
        headerPairs: 16,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw new ApiError(400, "upload_unreadable");
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let found = false;
    let fileEnded = false;
    let formEnded = false;
    let settled = false;

    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      // Destroying the Node stream cancels the request body: nothing more is read.
      source.unpipe(parser);
      source.destroy();
      chunks.length = 0;
      // busboy still touches its state after emitting "limit", so it goes on the next tick.
      process.nextTick(() => parser.destroy());
      reject(error);
    };
    const succeedWhenDone = () => {
      if (settled || !formEnded || (found && !fileEnded)) return;
      if (!found) return fail(new ApiError(400, options.missing));
      settled = true;
      resolve(Buffer.concat(chunks));
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBody) fail(new ApiError(413, options.tooLarge));
    });
    source.on("error", () => fail(new ApiError(400, "upload_unreadable")));

    parser.on("file", (name, stream) => {
      if (name !== options.field || found) {
        // Drained unread; when the form is cut off it is destroyed with an error, not thrown.
        stream.on("error", () => {});
        stream.resume();
        return;
      }
      found = true;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new ApiError(413, options.tooLarge)));
      stream.on("end", () => {
        fileEnded = true;
        succeedWhenDone();
      });
      stream.on("error", () => fail(new ApiError(400, "upload_unreadable")));
    });
    parser.on("error", () => fail(new ApiError(400, "upload_unreadable")));
    parser.on("finish", () => {
      formEnded = true;
      succeedWhenDone();
    });

    source.pipe(parser);
  });
}
