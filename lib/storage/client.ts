// The browser's photo uploads: straight to object storage, or through the server (docs/api.md).
import type { DirectUploadTicket } from "@/lib/storage/shapes";
import { ApiRequestError, call } from "@/lib/client/api";

/** The photo through our server: one multipart POST, as on local disk. */
function uploadThroughServer(file: File): Promise<{ path: string }> {
  const form = new FormData();
  form.append("file", file);
  return call<{ path: string }>("/api/uploads", { method: "POST", body: form });
}

let directUploads: Promise<boolean> | undefined;

/**
 * Whether this server takes photos straight into object storage, asked once per page. Asking
 * first means a server on local disk never answers the browser with a 404, which the browser
 * would report as an error in its console.
 */
function directUploadsAvailable(): Promise<boolean> {
  directUploads ??= call<{ available: boolean }>("/api/uploads/direct").then(
    (answer) => answer.available === true,
    () => {
      // Asked again next time; this photo goes through the server.
      directUploads = undefined;
      return false;
    },
  );
  return directUploads;
}

/**
 * Uploads one photo. With object storage its bytes go straight to the bucket (a presigned PUT
 * signed for the file's exact size, so no platform's body limit applies) and the server then
 * processes it; on local disk the photo is posted to /api/uploads, as it is when the presign
 * answers 404. A PUT the browser could not send at all (the bucket's CORS rule or the page's
 * connect-src missing) falls back to /api/uploads too, and so does an empty file (no size to
 * sign; the server answers why it refuses it). Either way the answer is the stored photo's path.
 */
export async function uploadPhoto(file: File): Promise<{ path: string }> {
  if (file.size === 0 || !(await directUploadsAvailable())) return uploadThroughServer(file);
  let ticket: DirectUploadTicket;
  try {
    ticket = await call<DirectUploadTicket>("/api/uploads/direct", {
      method: "POST",
      body: JSON.stringify({ size: file.size }),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      directUploads = Promise.resolve(false);
      return uploadThroughServer(file);
    }
    throw error;
  }
  let sent: Response;
  try {
    sent = await fetch(ticket.uploadUrl, {
      method: ticket.method,
      headers: ticket.headers,
      body: file,
    });
  } catch {
    return uploadThroughServer(file);
  }
  if (!sent.ok) {
    throw new ApiRequestError("The photo could not be uploaded. Please try again.", sent.status);
  }
  return call<{ path: string }>("/api/uploads/direct/complete", {
    method: "POST",
    body: JSON.stringify({ key: ticket.key }),
  });
}
