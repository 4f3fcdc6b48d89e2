import "server-only";

import { and, eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { authUsers, contractorProfiles, mailStops } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { normaliseEmail } from "@/lib/mail/outbox";
import { catalogueAreaSlug, coveredSlugs } from "./coverage";
import type { AlertSettings } from "./schema";

export interface SavedAlertSettings {
  settings: AlertSettings;
  /** When alerts were turned on (the contractor's express consent); null while off. */
  alertsConsentAt: Date | null;
  /** How many municipalities the areas and radius cover. */
  covers: number;
}

const columns = {
  workAreas: contractorProfiles.workAreas,
  baseArea: contractorProfiles.baseArea,
  radiusKm: contractorProfiles.radiusKm,
  covers: contractorProfiles.covers,
  minBudget: contractorProfiles.minBudget,
  urgentOk: contractorProfiles.urgentOk,
  alerts: contractorProfiles.alerts,
  alertHour: contractorProfiles.alertHour,
  alertsConsentAt: contractorProfiles.alertsConsentAt,
  alertsPausedUntil: contractorProfiles.alertsPausedUntil,
  serviceAreas: contractorProfiles.serviceAreas,
};

const toSaved = (row: {
  [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null;
}): SavedAlertSettings => ({
  settings: {
    // Until chosen, the public service areas (catalogue cities, whose slugs are municipalities').
    areas:
      row.workAreas?.length || row.baseArea
        ? (row.workAreas ?? [])
        : (row.serviceAreas ?? []).map(catalogueAreaSlug),
    baseArea: row.baseArea,
    radiusKm: row.radiusKm,
    minBudget: row.minBudget as AlertSettings["minBudget"],
    urgentOk: row.urgentOk ?? true,
    alerts: (row.alerts ?? "off") as AlertSettings["alerts"],
    alertHour: row.alertHour ?? 7,
    pausedUntil: row.alertsPausedUntil,
  },
  alertsConsentAt: row.alertsConsentAt,
  covers: row.covers?.length ?? 0,
});

/** The account's matching and alert settings, or null when it has no profile yet. */
export async function alertSettingsOf(userId: string): Promise<SavedAlertSettings | null> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(contractorProfiles)
    .where(eq(contractorProfiles.userId, userId))
    .limit(1);
  return row ? toSaved(row) : null;
}

/**
 * Saves where and what the contractor takes and how alerts reach them. Turning alerts on records
 * the moment (express consent, CASL s. 10) and lifts an earlier "stop these" of the alert mail;
 * turning them off forgets it. A profile is needed first: the trades are the profile's.
 */
export async function saveAlertSettings(
  userId: string,
  input: AlertSettings,
): Promise<SavedAlertSettings> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ alerts: contractorProfiles.alerts, email: authUsers.email })
      .from(contractorProfiles)
      .innerJoin(authUsers, eq(authUsers.id, contractorProfiles.userId))
      .where(eq(contractorProfiles.userId, userId))
      .for("update", { of: contractorProfiles });
    if (!current) {
      throw new ConflictError("profile_required", {});
    }
    const turnedOn = current.alerts === "off" && input.alerts !== "off";
    if (turnedOn) {
      await tx
        .delete(mailStops)
        .where(
          and(
            eq(mailStops.email, normaliseEmail(current.email)),
            eq(mailStops.kind, "project-alerts"),
          ),
        );
    }
    const [row] = await tx
      .update(contractorProfiles)
      .set({
        workAreas: input.areas,
        baseArea: input.baseArea,
        radiusKm: input.radiusKm,
        covers: coveredSlugs(input.areas, input.baseArea, input.radiusKm),
        minBudget: input.minBudget,
        urgentOk: input.urgentOk,
        alerts: input.alerts,
        alertHour: input.alertHour,
        alertsPausedUntil: input.pausedUntil,
        ...(turnedOn ? { alertsConsentAt: new Date() } : {}),
        ...(input.alerts === "off" ? { alertsConsentAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(contractorProfiles.userId, userId))
      .returning(columns);
    return toSaved(row!);
  });
}
