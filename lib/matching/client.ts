// The browser's calls about a contractor's alerts and matches (docs/api.md).
import type { AlertSettings, AlertSettingsInput } from "@/lib/matching/schema";
import { call } from "@/lib/client/api";

/** What PUT /api/pro/alerts answers, and what /pro starts the alert settings form from. */
export interface AlertSettingsAnswer {
  settings: AlertSettings;
  /** When alerts were last turned on (the contractor's consent); null if never. */
  alertsConsentAt: string | null;
  /** How many municipalities the areas, base and radius cover. */
  covers: number;
}

/** Where and what the signed-in contractor takes, and their new-project alerts; 409 without a profile. */
export const saveAlertSettings = (input: AlertSettingsInput) =>
  call<AlertSettingsAnswer>("/api/pro/alerts", { method: "PUT", body: JSON.stringify(input) });

/** "Not for me": the signed-in contractor hides a listed project from their matches. */
export const dismissMatch = (rowId: number) =>
  call<{ dismissed: true }>(`/api/projects/${rowId}/dismiss`, { method: "POST" });

/** The signed-in contractor's /pro showed their matches: later ones count as new. */
export const markMatchesSeen = () =>
  call<{ seen: true }>("/api/pro/matches/seen", { method: "POST" });
