"use client";

import { useTranslations } from "next-intl";

import { EmailLinkForm } from "@/components/forms/email-link-form";
import { requestSignInLink } from "@/lib/accounts/client";

/** Asks for a one-time sign-in link; the answer is the same for every address. */
export function SignInForm() {
  const t = useTranslations("proSignIn");
  return (
    <EmailLinkForm
      id="sign-in"
      send={requestSignInLink}
      testIds={{ sent: "sign-in-sent" }}
      texts={{ t, sentTitle: t("sentTitle"), sent: (email) => t("sent", { email }) }}
    />
  );
}
