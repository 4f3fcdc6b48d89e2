import { useTranslations } from "next-intl";

import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/money";
import { bidRangeOf } from "@/lib/validation/options";
import { fieldId, type QuoteFigures } from "@/lib/proposals/form";

/** In place of the bid select: the range the server derives from the quote's total. */
export function DerivedBid({ figures }: { figures: QuoteFigures }) {
  const t = useTranslations("proposal");
  const id = fieldId("derivedBid");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("bidDerived")}</Label>
      <output
        id={id}
        data-testid="derived-bid"
        className="border-border bg-muted/40 flex min-h-10 items-center rounded-md border px-3 py-2 text-sm"
      >
        {figures.complete
          ? t("bidDerivedValue", {
              range: bidRangeOf(figures.totalCents),
              total: formatCents(figures.totalCents),
            })
          : t("bidDerivedEmpty")}
      </output>
    </div>
  );
}
