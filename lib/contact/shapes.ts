// What the API answers about contact messages and the operator's inbox, for the server and the
// browser alike.
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
