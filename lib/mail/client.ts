// The browser's calls about an address's mail: unsubscribing, "not me" (docs/api.md).
import { call } from "@/lib/client/api";

export const unsubscribeAddress = (token: string) =>
  call<{ unsubscribed: true; kind: string | null; notices: boolean }>(
    `/api/unsubscribe/${encodeURIComponent(token)}`,
    {
      method: "POST",
    },
  );

export const blockAddress = (token: string) =>
  call<{ blocked: true }>(`/api/not-me/${encodeURIComponent(token)}`, { method: "POST" });
