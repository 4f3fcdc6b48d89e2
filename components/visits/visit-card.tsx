"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import type { VisitEntry, VisitWindow } from "@/lib/visits/shapes";

/** A window as the page writes it: its day and times, Toronto time. */
export function useWindowText() {
  const format = useFormatter();
  return (window: VisitWindow) =>
    `${format.dateTime(new Date(window.start), {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: SITE_TIME_ZONE,
    })}, ${format.dateTimeRange(new Date(window.start), new Date(window.end), {
      hour: "numeric",
      minute: "2-digit",
      timeZone: SITE_TIME_ZONE,
    })}`;
}

/** One visit as one side sees it: its state, its times, where, and why it last changed. */
export function VisitCard({
  visit,
  side,
  children,
}: {
  visit: VisitEntry;
  side: "homeowner" | "contractor";
  children?: ReactNode;
}) {
  const t = useTranslations("visits");
  const windowText = useWindowText();
  const showWindows = visit.status === "requested";
  return (
    <li
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      data-testid="visit"
      data-status={visit.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {side === "homeowner" ? t("visitorIs", { name: visit.visitor }) : t("yourVisit")}
        </p>
        <Badge variant={visit.status === "confirmed" ? "default" : "secondary"}>
          {t(`status.${visit.status}`)}
        </Badge>
      </div>
      {visit.chosen && visit.status !== "requested" ? (
        <p className="text-sm" data-testid="visit-time">
          {windowText(visit.chosen)}
          <span className="text-muted-foreground"> · {t("torontoTime")}</span>
        </p>
      ) : null}
      {showWindows ? (
        <div className="space-y-1">
          <p className="text-muted-foreground text-xs">
            {t(side === "homeowner" ? "offeredToYou" : "youOffered")}
          </p>
          <ul className="list-disc space-y-0.5 pl-5 text-sm" data-testid="visit-windows">
            {visit.windows.map((window) => (
              <li key={window.start}>{windowText(window)}</li>
            ))}
          </ul>
          <p className="text-muted-foreground text-xs">{t("torontoTime")}</p>
        </div>
      ) : null}
      {visit.status === "confirmed" || visit.status === "requested" ? (
        <p className="text-sm" data-testid="visit-where">
          <span className="text-muted-foreground">{t("where")} </span>
          {visit.address ?? visit.area}
          {side === "contractor" && visit.status === "confirmed" && !visit.address ? (
            <span className="text-muted-foreground"> · {t("addressKept")}</span>
          ) : null}
          {side === "homeowner" && visit.status === "confirmed" ? (
            <span className="text-muted-foreground">
              {" "}
              · {t(visit.shareAddress ? "addressShared" : "addressNotShared")}
            </span>
          ) : null}
        </p>
      ) : null}
      {visit.note ? (
        <p className="text-sm whitespace-pre-line">
          <span className="text-muted-foreground">{t("noteFrom")} </span>
          {visit.note}
        </p>
      ) : null}
      {visit.reason && visit.changedBy ? (
        <p className="text-sm whitespace-pre-line" data-testid="visit-reason">
          <span className="text-muted-foreground">
            {t(visit.changedBy === side ? "yourReason" : `reasonOf.${visit.changedBy}`)}{" "}
          </span>
          {visit.reason}
        </p>
      ) : null}
      {visit.status === "missed" && visit.absent ? (
        <p className="text-sm">{t(`absent.${visit.absent}`)}</p>
      ) : null}
      {visit.status === "other-times" ? (
        <p className="text-sm">{t(side === "homeowner" ? "waitingForTimes" : "offerNewTimes")}</p>
      ) : null}
      {visit.status === "confirmed" && side === "contractor" ? (
        <p className="text-muted-foreground text-xs">{t("thenPropose")}</p>
      ) : null}
      {children}
    </li>
  );
}
