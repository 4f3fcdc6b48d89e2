"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { toast } from "@/lib/client/toast";
import { ADDRESS_MAX_LENGTH } from "@/lib/visits/rules";
import { changeProjectVisit, fetchProjectVisits } from "@/lib/visits/client";
import type { VisitEntry } from "@/lib/visits/shapes";
import { ReasonDialog } from "./reason-dialog";
import { useWindowText, VisitCard } from "./visit-card";

/**
 * The homeowner's part of the site visits section: each contractor's request with its windows to
 * choose from (and whether the contractor may see the street address), and the confirmed visits
 * to move, cancel or mark as missed. Opened from a visit's e-mail (`#visits`), the page goes there.
 */
export function OwnerVisits({
  rowId,
  token,
  operator,
}: {
  rowId: number;
  token: string;
  operator: boolean;
}) {
  const t = useTranslations("visits");
  const [visits, setVisits] = useState<VisitEntry[] | "failed" | null>(null);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    fetchProjectVisits(rowId, token).then(
      (read) => active && setVisits(read.visits),
      () => active && setVisits("failed"),
    );
    return () => {
      active = false;
    };
  }, [rowId, token]);
  const loaded = Array.isArray(visits);
  useEffect(() => {
    if (loaded && window.location.hash === "#visits") {
      section.current?.scrollIntoView({ block: "start" });
      section.current?.querySelector<HTMLElement>("input, button")?.focus({ preventScroll: true });
    }
  }, [loaded]);
  if (visits === null) return null;
  if (visits === "failed") {
    return (
      <p role="alert" className="text-sm">
        {t("loadError")}
      </p>
    );
  }
  const replace = (visit: VisitEntry) =>
    setVisits((earlier) =>
      Array.isArray(earlier)
        ? earlier.map((other) => (other.id === visit.id ? visit : other))
        : earlier,
    );
  return (
    <div ref={section} className="scroll-mt-24 space-y-3" data-testid="owner-visits">
      {visits.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="no-visits">
          {t("noneYet")}
        </p>
      ) : (
        <ul className="space-y-3">
          {visits.map((visit) => (
            <VisitCard key={visit.id} visit={visit} side="homeowner">
              {operator ? null : (
                <OwnerActions rowId={rowId} token={token} visit={visit} onChanged={replace} />
              )}
            </VisitCard>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ChooseValues {
  window: string;
  shareAddress: boolean;
  address?: string;
}

function ChooseWindow({
  rowId,
  token,
  visit,
  onChanged,
}: {
  rowId: number;
  token: string;
  visit: VisitEntry;
  onChanged: (visit: VisitEntry) => void;
}) {
  const t = useTranslations("visits");
  const windowText = useWindowText();
  const [pending, setPending] = useState(false);
  const form = useForm<ChooseValues, unknown, ChooseValues>({
    resolver: lazyZodResolver(() =>
      import("@/lib/visits/schema").then((module) => module.chooseWindowSchema as never),
    ),
    defaultValues: { window: "", shareAddress: false, address: "" },
  });
  const errors = form.formState.errors;
  const share = useWatch({ control: form.control, name: "shareAddress" });
  const id = `choose-${visit.id}`;
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="choose-window"
      onSubmit={form.handleSubmit(async (values) => {
        setPending(true);
        try {
          const result = await changeProjectVisit(
            rowId,
            visit.id,
            {
              action: "confirm",
              window: Number(values.window),
              shareAddress: values.shareAddress,
              address: values.shareAddress ? values.address : undefined,
            },
            token,
          );
          onChanged(result.visit);
          toast.success(t("confirmed"));
        } catch (failure) {
          const issue =
            failure instanceof ApiRequestError
              ? failure.issues?.find((item) => item.path === "address")
              : undefined;
          if (issue) form.setError("address", { message: issue.message });
          else toast.error(t("changeError"), { description: (failure as Error).message });
        } finally {
          setPending(false);
        }
      })}
    >
      <fieldset className="space-y-2" aria-describedby={errors.window ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium">{t("chooseLegend")}</legend>
        {visit.windows.map((window, index) => (
          <label key={window.start} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={String(index)}
              className="accent-primary size-4"
              {...form.register("window")}
            />
            {windowText(window)}
          </label>
        ))}
        {errors.window?.message ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm font-medium">
            {errors.window.message}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="accent-primary mt-0.5 size-4"
          {...form.register("shareAddress")}
        />
        <span>{t("shareAddress")}</span>
      </label>
      {share ? (
        <Field
          id={`${id}-address`}
          label={t("addressLabel")}
          hint={t("addressHint")}
          error={errors.address?.message}
        >
          <Input
            {...form.register("address")}
            {...fieldAria(`${id}-address`, errors.address?.message, true)}
            maxLength={ADDRESS_MAX_LENGTH}
            autoComplete="street-address"
          />
        </Field>
      ) : (
        <p className="text-muted-foreground text-xs">{t("addressKeptHint")}</p>
      )}
      <Button type="submit" disabled={pending}>
        {t("confirm")}
      </Button>
    </form>
  );
}

function OwnerActions({
  rowId,
  token,
  visit,
  onChanged,
}: {
  rowId: number;
  token: string;
  visit: VisitEntry;
  onChanged: (visit: VisitEntry) => void;
}) {
  const t = useTranslations("visits");
  const moving = visit.status === "confirmed";
  const change = (input: Parameters<typeof changeProjectVisit>[2]) =>
    changeProjectVisit(rowId, visit.id, input, token);
  return (
    <div className="space-y-3">
      {visit.may.confirm ? (
        <ChooseWindow rowId={rowId} token={token} visit={visit} onChanged={onChanged} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {visit.may.otherTimes ? (
          <ReasonDialog
            id={`other-times-${visit.id}`}
            trigger={t(moving ? "move" : "otherTimes")}
            title={t(moving ? "moveTitle" : "otherTimesTitle")}
            description={t("otherTimesDescription")}
            label={t(moving ? "reasonLabel" : "otherTimesLabel")}
            submitLabel={t("otherTimesSubmit")}
            send={(reason) => change({ action: "other-times", reason })}
            onSent={(result) => {
              onChanged(result.visit);
              toast.success(t("otherTimesSent"));
            }}
          />
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
            send={(reason) => change({ action: "cancel", reason })}
            onSent={(result) => {
              onChanged(result.visit);
              toast.success(t("cancelled"));
            }}
          />
        ) : null}
        {visit.may.missed ? (
          <ReasonDialog
            id={`missed-${visit.id}`}
            trigger={t("missedContractor")}
            title={t("missedTitle")}
            description={t("missedDescription")}
            label={t("missedLabel")}
            submitLabel={t("missedSubmit")}
            send={(reason) => change({ action: "missed", reason })}
            onSent={(result) => {
              onChanged(result.visit);
              toast.success(t("missedSaved"));
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
