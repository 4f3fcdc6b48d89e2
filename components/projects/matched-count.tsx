import { useTranslations } from "next-intl";

import { placeLabel } from "@/content/municipalities";
import type { Matched } from "@/lib/projects/shapes";

/**
 * Whom a listed project reached: the real number of contractors whose alerts match its trade,
 * place and budget (never padded with samples), or why none, and what would reach more.
 */
export function MatchedCount({ matched }: { matched: Matched }) {
  const t = useTranslations("publish");
  const { contractors, category, municipality } = matched;
  const placed = municipality !== null && municipality !== "elsewhere";
  const text = !placed
    ? t("matchedNoPlace")
    : contractors > 0
      ? t("matched", { count: contractors, category, place: placeLabel(municipality) })
      : t("matchedNone", { category, place: placeLabel(municipality) });
  return (
    <p className="text-muted-foreground" data-testid="matched-count" data-count={contractors}>
      {text}
    </p>
  );
}
