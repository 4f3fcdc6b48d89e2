"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { reportWriteError } from "@/lib/client/write-error";
import { reportReview } from "@/lib/reviews/client";
import { toast } from "@/lib/client/toast";

/** "Report this review": anyone tells the operator what is wrong with a published review. */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const t = useTranslations("reviewReport");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p role="status" className="text-muted-foreground text-xs" data-testid="review-reported">
        {t("sent")}
      </p>
    );
  }
  const id = `report-${reviewId}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Flag aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setPending(true);
            setError(undefined);
            try {
              await reportReview(reviewId, reason);
              setOpen(false);
              setSent(true);
              toast.success(t("sent"));
            } catch (failure) {
              reportWriteError(
                failure,
                (field, message) => (field === "reason" ? (setError(message), true) : false),
                t("error"),
              );
            } finally {
              setPending(false);
            }
          }}
        >
          <Field id={id} label={t("reasonLabel")} error={error} required>
            <Textarea
              {...fieldAria(id, error)}
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
