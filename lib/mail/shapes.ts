// What the API answers about the outbox's deliveries, for the server and the browser alike.

/** One outbox message as the operator sees it: where it went and how, never its links. */
export interface Delivery {
  id: number;
  template: string;
  recipient: string;
  status: "pending" | "sent" | "failed" | "suppressed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
