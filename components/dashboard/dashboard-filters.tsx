"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  LIST_FILTER_KEYS,
  LIST_FILTERS,
  type ListFilter,
  type ListFilterKey,
} from "@/lib/projects/list-filter";
import { cn } from "@/lib/utils";

/**
 * Trade, city, budget and urgency as native selects (a phone opens its own picker). The chosen
 * values live in the address (ProjectDashboard), so a filtered list can be shared and Back
 * undoes a choice.
 */
export function DashboardFilters({
  filter,
  onChange,
}: {
  filter: ListFilter;
  /** Without it the selects are held (disabled): a choice made before the page can act is lost. */
  onChange?: (filter: ListFilter) => void;
}) {
  const t = useTranslations("dashboard.filters");
  const urgencyLabels = useTranslations("project.urgencyLabels");
  const labelOf = (key: ListFilterKey, value: string) =>
    key === "urgency" ? urgencyLabels(value as "low" | "medium" | "high") : value;
  const chosen = LIST_FILTER_KEYS.some((key) => filter[key]);
  return (
    <section aria-labelledby="dashboard-filters-heading" data-testid="dashboard-filters">
      <h2 id="dashboard-filters-heading" className="mb-3 text-lg font-semibold">
        {t("heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        {LIST_FILTER_KEYS.map((key) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`filter-${key}`}>{t(key)}</Label>
            <div className="relative">
              <select
                id={`filter-${key}`}
                value={filter[key] ?? ""}
                disabled={!onChange}
                onChange={(event) =>
                  onChange?.({ ...filter, [key]: event.target.value || undefined })
                }
                className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9")}
              >
                <option value="">{t(`any.${key}`)}</option>
                {LIST_FILTERS[key].map((value) => (
                  <option key={value} value={value}>
                    {labelOf(key, value)}
                  </option>
                ))}
              </select>
              <ChevronDown
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
                aria-hidden
              />
            </div>
          </div>
        ))}
        {chosen ? (
          <Button variant="outline" className="h-10" onClick={() => onChange?.({})}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
