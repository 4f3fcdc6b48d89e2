import { getFormatter, getTranslations } from "next-intl/server";

import { ClientMessages } from "@/i18n/client-messages";
import type { ProWork } from "@/lib/accounts/work";
import { ClaimProposalButton } from "./claim-proposal";
import { formatCents } from "@/lib/money";

/** The signed-in contractor's proposals, agreements and change orders waiting for them. */
export async function ProWorkLists({ work }: { work: ProWork }) {
  const t = await getTranslations("proPage");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });
  const link = "text-primary font-medium underline underline-offset-4";
  return (
    <>
      <section aria-labelledby="pro-proposals" className="space-y-3">
        <h2 id="pro-proposals" className="text-xl font-semibold">
          {t("proposalsHeading", { count: work.proposals.length })}
        </h2>
        {work.proposals.length === 0 ? (
          <p className="text-muted-foreground">{t("noProposals")}</p>
        ) : (
          <ul
            className="divide-border border-border bg-card divide-y rounded-lg border"
            data-testid="pro-proposals"
          >
            {work.proposals.map((proposal) => (
              <li
                key={proposal.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">{proposal.title}</p>
                  <p className="text-muted-foreground text-sm">
                    {t("proposalLine", {
                      project: proposal.projectDisplayId,
                      price:
                        proposal.totalCents === null
                          ? proposal.bidAmount
                          : formatCents(proposal.totalCents),
                      date: date(proposal.submittedAt),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-4">
                  <span className="border-border rounded-full border px-2.5 py-0.5 text-xs font-semibold">
                    {t(`status.${proposal.status}`)}
                  </span>
                  {proposal.yours ? null : (
                    <span className="text-muted-foreground flex items-center gap-2 text-xs">
                      {t("claim.notYours")}
                      <ClientMessages namespaces={["proPage"]}>
                        <ClaimProposalButton proposalId={proposal.id} />
                      </ClientMessages>
                    </span>
                  )}
                  {proposal.projectDisplayId >= 3000 &&
                  (proposal.status === "pending" || proposal.status === "accepted") ? (
                    <a
                      href={proposal.trackPath.replace("#", "/messages#")}
                      className={link}
                      data-testid="pro-message"
                    >
                      {t("message")}
                    </a>
                  ) : null}
                  <a href={proposal.trackPath} className={link}>
                    {t("track")}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pro-agreements" className="space-y-3">
        <h2 id="pro-agreements" className="text-xl font-semibold">
          {t("agreementsHeading", { count: work.agreements.length })}
        </h2>
        {work.agreements.length === 0 ? (
          <p className="text-muted-foreground">{t("noAgreements")}</p>
        ) : (
          <ul className="divide-border border-border bg-card divide-y rounded-lg border">
            {work.agreements.map((agreement) => (
              <li
                key={agreement.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">{agreement.title}</p>
                  <p className="text-muted-foreground text-sm">
                    {agreement.homeownerConfirmed && agreement.contractorConfirmed
                      ? t("agreementConfirmed")
                      : agreement.contractorConfirmed
                        ? t("agreementWaitingHomeowner")
                        : t("agreementWaitingYou")}
                  </p>
                </div>
                <a href={agreement.trackPath} className={link}>
                  {t("openFromTracking")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pro-change-orders" className="space-y-3">
        <h2 id="pro-change-orders" className="text-xl font-semibold">
          {t("changeOrdersHeading", { count: work.waitingChangeOrders.length })}
        </h2>
        {work.waitingChangeOrders.length === 0 ? (
          <p className="text-muted-foreground">{t("noChangeOrders")}</p>
        ) : (
          <ul className="divide-border border-border bg-card divide-y rounded-lg border">
            {work.waitingChangeOrders.map((order) => (
              <li
                key={`${order.agreementId}-${order.number}`}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words">
                    {t("changeOrderTitle", { number: order.number, title: order.title })}
                  </p>
                  <p className="text-muted-foreground text-sm break-words">{order.description}</p>
                </div>
                <a href={order.trackPath} className={link}>
                  {t("openFromTracking")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
