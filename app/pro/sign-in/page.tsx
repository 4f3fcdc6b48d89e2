import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { SignInFromLink } from "@/components/pro/sign-in-from-link";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("proSignIn");
  return { title: t("linkTitle"), robots: { index: false } };
}

export default async function SignInLinkPage() {
  const t = await getTranslations("proSignIn");
  return (
    <>
      <PageIntro title={t("linkTitle")} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ClientMessages namespaces={["proSignIn"]}>
          <SignInFromLink />
        </ClientMessages>
      </div>
    </>
  );
}
