"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { saveNotices } from "@/lib/pros/client";

/** The address's notices, on or off: the same setting an unsubscribe link changes. */
export function NoticesToggle({ initial }: { initial: boolean }) {
  const t = useTranslations("proPage");
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-2">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="accent-primary mt-1 size-4"
          checked={on}
          disabled={pending}
          data-testid="notices-toggle"
          onChange={async (event) => {
            const next = event.target.checked;
            setPending(true);
            setFailed(false);
            try {
              await saveNotices(next);
              setOn(next);
            } catch {
              setFailed(true);
            } finally {
              setPending(false);
            }
          }}
        />
        <span>
          <span className="font-medium">{t("noticesLabel")}</span>
          <span className="text-muted-foreground block text-sm">{t("noticesHint")}</span>
        </span>
      </label>
      <p role="status" className="text-muted-foreground text-sm">
        {failed ? t("noticesFailed") : on ? t("noticesOn") : t("noticesOff")}
      </p>
    </div>
  );
}
