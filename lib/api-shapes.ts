// What the API answers, as plain types: imported by the data layer that builds these answers,
// the route handlers and the browser's calls alike (no server code comes with them).
import type { Delivery } from "@/lib/mail/shapes";

/** A contact message in the operator's inbox. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
}

/** GET /api/admin/messages: the newest contact messages and deliveries. */
export interface AdminInbox {
  messages: InboxMessage[];
  deliveries: Delivery[];
}

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
