import { getTranslations } from "next-intl/server";

import { ClientMessages } from "@/i18n/client-messages";
import type { SavedAlertSettings } from "@/lib/matching/settings";
import { AlertSettingsForm } from "./alert-settings-form";

/** /pro's "Projects you take and alerts" card, for an account with a profile. */
export async function AlertSettingsSection({
  current,
  email,
}: {
  current: SavedAlertSettings;
  /** The account's address: where the alerts go. */
  email: string;
}) {
  const t = await getTranslations("alertSettings");
  return (
    <section id="alerts" aria-labelledby="pro-alerts" className="scroll-mt-20 space-y-3">
      <h2 id="pro-alerts" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      <div className="border-border bg-card rounded-lg border p-4 shadow-sm sm:p-6">
        <ClientMessages namespaces={["alertSettings"]}>
          <AlertSettingsForm
            initial={{
              ...current,
              alertsConsentAt: current.alertsConsentAt?.toISOString() ?? null,
            }}
            email={email}
          />
        </ClientMessages>
      </div>
    </section>
  );
}
