"use client";

import { useTranslations } from "next-intl";

import { EmailLinkForm } from "@/components/forms/email-link-form";
import { requestManageLinks } from "@/lib/projects/client";

/**
 * Lost-link recovery: the server e-mails the manage links of the projects posted with the
 * address. Its answer is the same for every address, and so is this page's confirmation.
 */
export function RecoverForm() {
  const t = useTranslations("recover");
  return (
    <EmailLinkForm
      id="recover"
      send={requestManageLinks}
      testIds={{ sent: "recover-done", error: "recover-error" }}
      texts={{ t, sentTitle: t("doneTitle"), sent: () => t("done"), errorTitle: t("errorTitle") }}
    />
  );
}
