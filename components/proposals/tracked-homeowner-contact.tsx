import { Mail, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";

import type { TrackedProposal } from "@/lib/proposals/shapes";

/** The homeowner's name and e-mail, released to the contractor once the proposal is accepted. */
export function TrackedHomeownerContact({
  homeowner,
}: {
  homeowner: NonNullable<TrackedProposal["homeowner"]>;
}) {
  const t = useTranslations("tracker");
  return (
    <section
      aria-labelledby="homeowner-contact"
      className="border-success/40 bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
      data-testid="homeowner-contact"
    >
      <h2 id="homeowner-contact" className="text-lg font-semibold">
        {t("contactHeading")}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <UserRound className="text-muted-foreground size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{t("contactName")}</dt>
          <dd className="font-medium">{homeowner.name}</dd>
        </div>
        {homeowner.email ? (
          <div className="flex items-center gap-2">
            <Mail className="text-muted-foreground size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{t("contactEmail")}</dt>
            <dd className="min-w-0 break-all">
              <a
                href={`mailto:${homeowner.email}`}
                className="text-primary font-medium underline underline-offset-4"
              >
                {homeowner.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {homeowner.email ? null : <p className="text-muted-foreground text-sm">{t("noEmail")}</p>}
    </section>
  );
}
