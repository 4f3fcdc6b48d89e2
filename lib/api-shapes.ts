// What the API answers, as plain types: imported by the data layer that builds these answers,
// the route handlers and the browser's calls alike (no server code comes with them).

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
