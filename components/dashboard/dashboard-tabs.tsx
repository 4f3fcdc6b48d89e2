"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { takesProposals } from "@/lib/projects/project";
import type { DashboardItem } from "@/lib/projects/views";
import { newestFirst } from "@/lib/utils";
import { DashboardCard } from "./dashboard-card";

const RECENT_COUNT = 5;

/** The projects, newest first, under four tabs: all, open for bids, urgent and recent. */
export function DashboardTabs({
  items,
  tokenFor,
  filtered = false,
}: {
  items: DashboardItem[];
  tokenFor: (project: DashboardItem) => string | null;
  /** Whether filters chose these items: an empty tab says so. */
  filtered?: boolean;
}) {
  const t = useTranslations("dashboard");
  const [selected, setSelected] = useState("all");
  const byDate = newestFirst(items, (item) => item.postedDate);
  const tabs = [
    { value: "all", label: t("all"), items: byDate },
    { value: "open", label: t("openForBids"), items: byDate.filter(takesProposals) },
    { value: "urgent", label: t("urgent"), items: byDate.filter((p) => p.urgency === "high") },
    { value: "recent", label: t("recent"), items: byDate.slice(0, RECENT_COUNT) },
  ];
  return (
    <Tabs value={selected} onValueChange={setSelected}>
      {/* Wrapped, not scrolled: every tab stays in view on a phone. */}
      <TabsList wrap>
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            // Radix selects on mouse-down; a click alone selects too: the tap held until the page
            // is ready and then replayed as a click (EarlyActionsScript), or a switch device's.
            onClick={() => setSelected(tab.value)}
          >
            {tab.label} ({tab.items.length})
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-6">
          {tab.items.length === 0 ? (
            <p className="text-muted-foreground py-10 text-center">
              {filtered ? t("filters.noMatch") : t("empty")}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {tab.items.map((project) => (
                <li key={project.displayId}>
                  <DashboardCard project={project} token={tokenFor(project)} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
