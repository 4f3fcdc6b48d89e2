// The browser's calls about the signed-in contractor's profile and notices (docs/api.md).
import type { SaveProfileInput } from "@/lib/pros/schema";
import { call } from "@/lib/client/api";

export const saveProProfile = (input: SaveProfileInput) =>
  call<{ slug: string }>("/api/pro/profile", { method: "PUT", body: JSON.stringify(input) });

export const saveNotices = (notices: boolean) =>
  call<{ notices: boolean }>("/api/pro/notifications", {
    method: "PUT",
    body: JSON.stringify({ notices }),
  });
