"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";

import { LoadError } from "@/components/common/load-error";
import { Button } from "@/components/ui/button";
import type { AdminInbox as Inbox, InboxMessage } from "@/lib/contact/shapes";
import { fetchAdminInbox } from "@/lib/contact/client";
import { InboxContentReports } from "./inbox-content-reports";
import { InboxDeliveries } from "./inbox-deliveries";
import { InboxHeldProjects } from "./inbox-held-projects";
import { InboxMessages } from "./inbox-messages";
import { InboxReviewReports } from "./inbox-review-reports";

type Load = { kind: "loading" } | { kind: "error" } | { kind: "ready"; inbox: Inbox };

/** The inbox once the operator is known: loaded, refreshed on request, a message marked in place. */
export function InboxView({ token }: { token: string }) {
  const t = useTranslations("adminInbox");
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const refresh = useCallback(() => {
    let active = true;
    fetchAdminInbox(token).then(
      (inbox) => active && setLoad({ kind: "ready", inbox }),
      () => active && setLoad({ kind: "error" }),
    );
    return () => {
      active = false;
    };
  }, [token]);
  useEffect(() => refresh(), [refresh]);

  const replace = (updated: InboxMessage) =>
    setLoad((current) =>
      current.kind === "ready"
        ? {
            kind: "ready",
            inbox: {
              ...current.inbox,
              messages: current.inbox.messages.map((message) =>
                message.id === updated.id ? updated : message,
              ),
            },
          }
        : current,
    );

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        {load.kind === "ready" ? (
          <Button variant="outline" size="sm" onClick={() => refresh()}>
            <RefreshCw aria-hidden />
            {t("refresh")}
          </Button>
        ) : null}
      </div>
      {load.kind === "loading" ? (
        <p role="status" className="text-muted-foreground py-10 text-center">
          {t("loading")}
        </p>
      ) : load.kind === "error" ? (
        <LoadError
          message={t("loadError")}
          retryLabel={t("retry")}
          onRetry={() => {
            setLoad({ kind: "loading" });
            refresh();
          }}
        />
      ) : (
        <>
          <InboxHeldProjects token={token} />
          <InboxMessages messages={load.inbox.messages} token={token} onUpdated={replace} />
          <InboxReviewReports token={token} />
          <InboxContentReports token={token} />
          <InboxDeliveries deliveries={load.inbox.deliveries} />
        </>
      )}
    </div>
  );
}
