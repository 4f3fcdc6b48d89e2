// What the API answers about direct photo uploads, for the server and the browser alike.

/** POST /api/uploads/direct: where the browser sends a photo's bytes, then names `key` to complete. */
export interface DirectUploadTicket {
  /** A presigned URL of the bucket, valid for 5 minutes. */
  uploadUrl: string;
  /** `incoming/<uuid>`: what POST /api/uploads/direct/complete takes. */
  key: string;
  method: "PUT";
  /** Headers to send with the PUT. */
  headers: Record<string, string>;
}
