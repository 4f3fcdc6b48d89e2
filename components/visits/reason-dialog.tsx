"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { TextForm } from "@/components/questions/text-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { REASON_MAX_LENGTH } from "@/lib/visits/rules";

/** A change to a visit that takes a reason: a button, and a dialog asking for it. */
export function ReasonDialog<Result>({
  id,
  trigger,
  title,
  description,
  label,
  submitLabel,
  destructive,
  send,
  onSent,
}: {
  id: string;
  trigger: string;
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  destructive?: boolean;
  send: (reason: string) => Promise<Result>;
  onSent: (result: Result) => void;
}) {
  const t = useTranslations("visits");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? "outline" : "secondary"} size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <TextForm
          id={id}
          name="reason"
          label={label}
          maxLength={REASON_MAX_LENGTH}
          submitLabel={submitLabel}
          failed={t("changeError")}
          loadSchema={() =>
            import("@/lib/visits/schema").then((module) => module.visitReasonSchema)
          }
          send={send}
          onSent={(result) => {
            setOpen(false);
            onSent(result);
          }}
          footer={
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("back")}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
