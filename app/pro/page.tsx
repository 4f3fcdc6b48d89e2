import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "@/components/common/link";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { AlertSettingsSection } from "@/components/pro/alert-settings";
import { NoticesToggle } from "@/components/pro/notices-toggle";
import { ProMatches } from "@/components/pro/pro-matches";
import { ProWorkLists } from "@/components/pro/pro-work";
import { ProfileForm } from "@/components/pro/profile-form";
import { SignInForm } from "@/components/pro/sign-in-form";
import { SignOutButton } from "@/components/pro/sign-out-button";
import { ClientMessages } from "@/i18n/client-messages";
import { currentAccount } from "@/lib/accounts/session";
import { contractorWork } from "@/lib/accounts/work";
import { matchesOf, type Matches } from "@/lib/matching/matches";
import { alertSettingsOf } from "@/lib/matching/settings";
import type { ProfileFormInput } from "@/lib/pros/schema";
import { findProfileOf } from "@/lib/pros/store";

// Private to the signed-in contractor: rendered for each request, never cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("proPage");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function ProPage() {
  const t = await getTranslations("proPage");
  const account = await currentAccount(await headers());
  if (!account) {
    return (
      <>
        <PageIntro title={t("title")} description={t("description")} />
        <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
          <ClientMessages namespaces={["proSignIn"]}>
            <SignInForm />
          </ClientMessages>
          <p className="text-muted-foreground text-sm">{t("noAccountNeeded")}</p>
        </div>
      </>
    );
  }
  const [work, profile, alerts, matches] = await Promise.all([
    contractorWork(account),
    findProfileOf(account.userId),
    alertSettingsOf(account.userId),
    matchesOf(account),
  ]);
  const initial: ProfileFormInput = {
    businessName: profile?.businessName ?? "",
    contactName: profile?.contactName ?? "",
    phone: profile?.phone ?? "",
    trades: (profile?.trades ?? []) as ProfileFormInput["trades"],
    serviceAreas: (profile?.serviceAreas ?? []) as ProfileFormInput["serviceAreas"],
    numbers: Object.fromEntries(
      (profile?.credentials ?? []).map((credential) => [credential.kind, credential.number]),
    ),
  };
  return (
    <>
      <PageIntro title={t("title")} description={t("signedInAs", { email: account.email })}>
        <div className="mt-6">
          <ClientMessages namespaces={["proPage"]}>
            <SignOutButton />
          </ClientMessages>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
        {matches ? <ProMatchesSection matches={matches} /> : null}
        <section aria-labelledby="pro-profile" className="space-y-3">
          <h2 id="pro-profile" className="text-xl font-semibold">
            {t("profileHeading")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("profileIntro")}</p>
          <div className="border-border bg-card rounded-lg border p-6 shadow-sm">
            <ClientMessages namespaces={["proProfile"]}>
              <ProfileForm initial={initial} slug={profile?.slug ?? null} />
            </ClientMessages>
          </div>
        </section>
        {alerts ? <AlertSettingsSection current={alerts} email={account.email} /> : null}
        <ProWorkLists work={work} />
        <section aria-labelledby="pro-notices" className="space-y-3">
          <h2 id="pro-notices" className="text-xl font-semibold">
            {t("noticesHeading")}
          </h2>
          <ClientMessages namespaces={["proPage"]}>
            <NoticesToggle initial={work.notices} />
          </ClientMessages>
        </section>
      </div>
    </>
  );
}

/** The contractor's matches first: what /pro opens on once there is a profile. */
async function ProMatchesSection({ matches }: { matches: Matches }) {
  const t = await getTranslations("proMatches");
  return (
    <section id="matches" aria-labelledby="pro-matches" className="scroll-mt-20 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="pro-matches" className="text-xl font-semibold">
          {t("heading")}
        </h2>
        <Link
          href="/contractor-dashboard"
          className="text-primary font-medium underline underline-offset-4"
        >
          {t("all")}
        </Link>
      </div>
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      <p className="font-medium" data-testid="pro-matches-new">
        {t("newCount", { count: matches.newCount })}
      </p>
      <ClientMessages namespaces={["proMatches"]}>
        <ProMatches initial={matches} />
      </ClientMessages>
    </section>
  );
}
