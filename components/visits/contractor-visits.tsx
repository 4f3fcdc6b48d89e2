"use client";

import { CalendarPlus } from "lucide-react";
import Link from "@/components/common/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { changeProjectVisit, fetchProjectVisits, requestProjectVisit } from "@/lib/visits/client";
import type { ProjectVisits, VisitEntry } from "@/lib/visits/shapes";
import { ReasonDialog } from "./reason-dialog";
import { VisitCard } from "./visit-card";
import { WindowsForm } from "./windows-form";

/**
 * A contractor's part of the site visits section: their visits on the project with what they may
 * do, and "I need to see it before I quote"; without an account, how to sign in.
 */
export function ContractorVisits({ rowId }: { rowId: number }) {
  const t = useTranslations("visits");
  const [read, setRead] = useState<ProjectVisits | "signed-out" | "failed" | null>(null);
  useEffect(() => {
    let active = true;
    fetchProjectVisits(rowId).then(
      (answer) => active && setRead(answer),
      (failure) =>
        active &&
        setRead(
          failure instanceof ApiRequestError && failure.status === 401 ? "signed-out" : "failed",
        ),
    );
    return () => {
      active = false;
    };
  }, [rowId]);
  if (read === null) return null;
  if (read === "failed") {
    return (
      <p role="alert" className="text-sm">
        {t("loadError")}
      </p>
    );
  }
  if (read === "signed-out") {
    return (
      <p className="text-sm" data-testid="visits-sign-in">
        {t("signIn")}{" "}
        <Link href="/pro" className="text-primary font-medium underline underline-offset-4">
          {t("signInLink")}
        </Link>
      </p>
    );
  }
  const replace = (visit: VisitEntry) =>
    setRead((earlier) => {
      if (!earlier || typeof earlier === "string") return earlier;
      const others = earlier.visits.filter((other) => other.id !== visit.id);
      const open = ["requested", "other-times", "confirmed"];
      return {
        ...earlier,
        visits: [visit, ...others],
        canRequest:
          earlier.takesVisits && ![visit, ...others].some((item) => open.includes(item.status)),
      };
    });
  return (
    <div className="space-y-4" data-testid="contractor-visits">
      {read.visits.length > 0 ? (
        <ul className="space-y-3">
          {read.visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} side="contractor">
              <ContractorActions rowId={rowId} visit={visit} onChanged={replace} />
            </VisitCard>
          ))}
        </ul>
      ) : null}
      {read.canRequest ? <RequestVisit rowId={rowId} onRequested={replace} /> : null}
    </div>
  );
}

function RequestVisit({
  rowId,
  onRequested,
}: {
  rowId: number;
  onRequested: (visit: VisitEntry) => void;
}) {
  const t = useTranslations("visits");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarPlus aria-hidden />
          {t("request")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("requestTitle")}</DialogTitle>
          <DialogDescription>{t("requestDescription")}</DialogDescription>
        </DialogHeader>
        <WindowsForm
          id={`request-visit-${rowId}`}
          kind="request"
          submitLabel={t("requestSubmit")}
          send={(values) =>
            requestProjectVisit(rowId, {
              name: values.name ?? "",
              windows: values.windows,
              note: values.note,
            })
          }
          onSent={(result) => {
            setOpen(false);
            onRequested(result.visit);
            toast.success(t(result.emailed ? "requested" : "requestedNotEmailed"));
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

function ContractorActions({
  rowId,
  visit,
  onChanged,
}: {
  rowId: number;
  visit: VisitEntry;
  onChanged: (visit: VisitEntry) => void;
}) {
  const t = useTranslations("visits");
  const common = useTranslations("common");
  const [offering, setOffering] = useState(false);
  const moving = visit.status === "confirmed";
  if (!visit.may.offer && !visit.may.cancel && !visit.may.missed) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {visit.may.offer ? (
        <Dialog open={offering} onOpenChange={setOffering}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="sm">
              {t(moving ? "move" : "offer")}
            </Button>
          </DialogTrigger>
          <DialogContent closeLabel={common("close")} className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{t(moving ? "moveTitle" : "offerTitle")}</DialogTitle>
              <DialogDescription>{t("offerDescription")}</DialogDescription>
            </DialogHeader>
            <WindowsForm
              id={`offer-${visit.id}`}
              kind="offer"
              submitLabel={t("offerSubmit")}
              send={(values) =>
                changeProjectVisit(rowId, visit.id, {
                  action: "offer",
                  windows: values.windows,
                  reason: values.reason,
                })
              }
              onSent={(result) => {
                setOffering(false);
                onChanged(result.visit);
                toast.success(t("offered"));
              }}
              footer={
                <Button type="button" variant="outline" onClick={() => setOffering(false)}>
                  {t("back")}
                </Button>
              }
            />
          </DialogContent>
        </Dialog>
      ) : null}
      {visit.may.cancel ? (
        <ReasonDialog
          id={`cancel-${visit.id}`}
          trigger={t("cancel")}
          title={t("cancelTitle")}
          description={t("cancelDescription")}
          label={t("reasonLabel")}
          submitLabel={t("cancelSubmit")}
          destructive
          send={(reason) => changeProjectVisit(rowId, visit.id, { action: "cancel", reason })}
          onSent={(result) => {
            onChanged(result.visit);
            toast.success(t("cancelled"));
          }}
        />
      ) : null}
      {visit.may.missed ? (
        <ReasonDialog
          id={`missed-${visit.id}`}
          trigger={t("missedHomeowner")}
          title={t("missedTitle")}
          description={t("missedDescription")}
          label={t("missedLabel")}
          submitLabel={t("missedSubmit")}
          send={(reason) => changeProjectVisit(rowId, visit.id, { action: "missed", reason })}
          onSent={(result) => {
            onChanged(result.visit);
            toast.success(t("missedSaved"));
          }}
        />
      ) : null}
    </div>
  );
}
