"use client";

import { FileCheck2 } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { Agreement } from "@/lib/api-shapes";
import { confirmCoverPage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { reportWriteError } from "./report-write-error";

/**
 * The homeowner's confirmation of the O. Reg. 8/18 cover page that opens a restricted product's
 * agreement: asked before anything else, since neither party can confirm the agreement without
 * it (docs/decisions/0095-restricted-products.md). The page itself is the document's first section.
 */
export function CoverPageStep({
  agreement,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className?: string;
}) {
  const t = useTranslations("agreement.coverPageStep");
  const [pending, setPending] = useState(false);
  const open =
    agreement.state === "awaiting-details" || agreement.state === "awaiting-confirmation";
  if (!agreement.coverPage || agreement.coverPage.confirmedAt || !open) return null;
  if (agreement.viewer !== "homeowner") return null;
  return (
    <section className={className} aria-labelledby="cover-page-step" data-testid="cover-page-step">
      <h2 id="cover-page-step" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("body")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href="#agreement-cover-page"
          className="text-primary text-sm underline-offset-4 hover:underline"
        >
          {t("read")}
        </a>
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true);
            try {
              const next = await confirmCoverPage(agreement.id, token);
              toast.success(t("done"));
              onChange(next);
            } catch (failure) {
              reportWriteError(failure, () => false, t("error"));
            } finally {
              setPending(false);
            }
          }}
        >
          <FileCheck2 aria-hidden />
          {t("confirm")}
        </Button>
      </div>
    </section>
  );
}
