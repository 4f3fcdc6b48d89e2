"use client";

import Link from "@/components/common/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { dayAtNoonUtc } from "@/lib/calendar-day";
import { dismissMatch, markMatchesSeen } from "@/lib/matching/client";
import type { Matches } from "@/lib/matching/matches";

/**
 * "Projects for you": the contractor's matches, nearest first then newest, each with what it
 * matched on and a "Not for me" that hides it for good. Once shown, they stop counting as new.
 */
export function ProMatches({ initial }: { initial: Matches }) {
  const t = useTranslations("proMatches");
  const format = useFormatter();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<number | null>(null);
  const anyShown = initial.matches.length > 0;
  useEffect(() => {
    // Seen only once some were shown (an empty list sees nothing). Best effort: if it fails,
    // the same matches are new again next time.
    if (anyShown) markMatchesSeen().catch(() => {});
  }, [anyShown]);
  const shown = initial.matches.filter((match) => !hidden.has(match.rowId));
  if (shown.length === 0) {
    return (
      <p className="text-muted-foreground" data-testid="pro-matches-empty">
        {t("none")}
      </p>
    );
  }
  return (
    <ul
      className="divide-border border-border bg-card divide-y rounded-lg border"
      data-testid="pro-matches"
    >
      {shown.map((match) => (
        <li key={match.rowId} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0 space-y-1">
            <p className="font-medium break-words">
              <Link
                href={`/project/${match.displayId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {match.title}
              </Link>
              {match.isNew ? (
                <span className="bg-primary text-primary-foreground ml-2 rounded-full px-2 py-0.5 align-middle text-xs font-semibold">
                  {t("new")}
                </span>
              ) : null}
            </p>
            <p className="text-muted-foreground text-sm">
              {t("line", {
                category: match.category,
                place: match.place,
                budget: match.budget,
                urgent: match.urgent ? "yes" : "no",
                hasDistance: match.distanceKm === null ? "no" : "yes",
                distance: match.distanceKm ?? 0,
                day: format.dateTime(dayAtNoonUtc(match.listedDay), {
                  dateStyle: "long",
                  timeZone: "UTC",
                }),
              })}
            </p>
            {failed === match.rowId ? (
              <p role="alert" className="text-destructive text-sm">
                {t("dismissFailed")}
              </p>
            ) : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={t("dismissLabel", { title: match.title })}
            onClick={async () => {
              setFailed(null);
              try {
                await dismissMatch(match.rowId);
                setHidden((current) => new Set(current).add(match.rowId));
              } catch {
                setFailed(match.rowId);
              }
            }}
          >
            {t("dismiss")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
