import { Briefcase, CheckCircle2, DollarSign, Gavel } from "lucide-react";
import { useTranslations } from "next-intl";

import type { DashboardStats } from "@/lib/dashboard/shapes";
import { formatCents, formatWholeDollars } from "@/lib/money";
import { formatWholeNumber } from "@/lib/numbers";
import { cn } from "@/lib/utils";

/** "$5,000", "$5,000–$10,000" or "$100,000+": the accepted bids' range on one line. */
function earningsText(total: DashboardStats["totalEarnings"]): string {
  const plus = total.openEnded ? "+" : "";
  const [low, high] = [formatWholeDollars(total.low), formatWholeDollars(total.high)];
  return low === high ? `${low}${plus}` : `${low}–${high}${plus}`;
}

/** A figure once loaded, "…" until then. */
const figure = (count: number | undefined) =>
  count === undefined ? "…" : formatWholeNumber(count);

/** The four figures over the dashboard, "…" until they are loaded. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const t = useTranslations("dashboard");
  // No Intl here: the dashboard builds no number formatter (lib/numbers.ts says why).
  // Confirmed written agreements give the figure to the cent; before any, the accepted bids' range.
  const agreed = stats && stats.agreements.confirmed > 0 ? stats.agreements : null;
  const earnings = agreed
    ? formatCents(agreed.totalCents)
    : stats
      ? earningsText(stats.totalEarnings)
      : "…";
  const cards = [
    {
      id: "available",
      label: t("available"),
      value: figure(stats?.availableProjects),
      icon: Briefcase,
    },
    { id: "active-bids", label: t("activeBids"), value: figure(stats?.activeBids), icon: Gavel },
    {
      id: "completed",
      label: t("completed"),
      value: figure(stats?.completedProjects),
      icon: CheckCircle2,
    },
    {
      id: "earnings",
      label: t("earnings"),
      value: earnings,
      icon: DollarSign,
      // Its line is kept, empty, until the figures arrive, so the rows below do not move.
      note: agreed
        ? t("earningsAgreed", { count: agreed.confirmed })
        : stats
          ? t("earningsBids")
          : "",
    },
  ];
  return (
    // Two by two on a phone, one row of four on a wide screen.
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, label, value, icon: Icon, note }) => (
        <div
          key={id}
          className="border-border bg-card @container min-w-0 rounded-lg border p-4 shadow-sm sm:p-5"
        >
          <dt className="text-muted-foreground flex items-start justify-between gap-2 text-sm font-medium">
            {label}
            <Icon className="text-primary size-5 shrink-0" aria-hidden />
          </dt>
          {/* A range of dollars stays on one line: its size follows the card's width. */}
          <dd
            className={cn(
              "mt-2 font-bold whitespace-nowrap tabular-nums",
              // A long range of dollars shrinks with the card to stay on one line.
              String(value).length > 8 ? "text-[clamp(0.75rem,8.5cqi,1.5rem)]" : "text-2xl",
            )}
            data-testid={`stat-${label}`}
          >
            {value}
          </dd>
          {note === undefined ? null : note ? (
            <dd className="text-muted-foreground mt-1 text-xs" data-testid="stat-note">
              {note}
            </dd>
          ) : (
            <dd className="mt-1 h-4" aria-hidden />
          )}
        </div>
      ))}
    </dl>
  );
}
