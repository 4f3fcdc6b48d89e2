import { useTranslations } from "next-intl";

import { shownStatus, type StatusFacts } from "@/lib/projects/status";

/** The one word for where a project stands, as the badge, tracking page and dashboard show it. */
export function useStatusLabel() {
  const t = useTranslations("project.statusLabels");
  return (project: StatusFacts) => t(shownStatus(project));
}
