// The browser's calls about contact messages and the operator's inbox (docs/api.md).
import type { AdminInbox, InboxMessage } from "@/lib/contact/shapes";
import type { CreateContactMessageInput } from "@/lib/contact/schema";
import { call } from "@/lib/client/api";

export const fetchAdminInbox = (token: string) =>
  call<AdminInbox>("/api/admin/messages", { token });

export const markContactMessage = (id: number, handled: boolean, token: string) =>
  call<InboxMessage>(`/api/admin/messages/${id}`, {
    method: "PATCH",
    body: JSON.stringify({ handled }),
    token,
  });

export const sendContactMessage = (input: CreateContactMessageInput) =>
  call<{ id: number }>("/api/contact", { method: "POST", body: JSON.stringify(input) });
