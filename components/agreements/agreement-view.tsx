"use client";

import { CheckCircle2, Clock, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { LoadError } from "@/components/common/load-error";
import { SignOutOthersButton } from "@/components/common/sign-out-others-button";
import { Field, fieldAria } from "@/components/forms/field";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { changeOrderStatement, confirmationStatement } from "@/content/agreement";
import { changeOrderRows, formatConfirmation, signedCents } from "@/lib/agreements/document";
import {
  ApiRequestError,
  confirmAgreement,
  confirmChangeOrder,
  fetchAgreement,
  giveAgreementAddress,
  proposeChangeOrder,
  revokeAgreementLinks,
} from "@/lib/client/api";
import {
  getAgreementKey,
  saveAgreementKey,
  takeTokenFromAddress,
  tokenVerdict,
} from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import { formatCents, parseMoney } from "@/lib/money";
import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { AgreementDocument } from "./agreement-document";

type ViewState =
  | { kind: "loading" }
  | { kind: "invalid" }
  | { kind: "error"; token: string }
  | { kind: "ready"; token: string; agreement: Agreement };

/** The link's key (`#key=`, taken out of the address bar), else the one this browser kept. */
async function loadAgreement(id: number, fromLink: string | null): Promise<ViewState> {
  const stored = getAgreementKey(id);
  for (const token of [...new Set([fromLink, stored])].filter(Boolean) as string[]) {
    const result = await tokenVerdict(() => fetchAgreement(id, token));
    if (result.verdict === "accepted") {
      saveAgreementKey(id, token);
      return { kind: "ready", token, agreement: result.value };
    }
    if (result.verdict === "unknown") return { kind: "error", token };
  }
  return { kind: "invalid" };
}

const STATE_BADGE: Record<Agreement["state"], BadgeProps["variant"]> = {
  "awaiting-details": "secondary",
  "awaiting-confirmation": "secondary",
  confirmed: "success",
  withdrawn: "outline",
};

/** The written agreement as one of its parties (or the operator) sees it, with their next step. */
export function AgreementView({ agreementId }: { agreementId: number }) {
  const t = useTranslations("agreement");
  const [state, setState] = useState<ViewState>({ kind: "loading" });
  const linkKey = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    if (linkKey.current === undefined) linkKey.current = takeTokenFromAddress("key");
    void loadAgreement(agreementId, linkKey.current).then((result) => {
      if (active) setState(result);
    });
    return () => {
      active = false;
    };
  }, [agreementId]);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {t("loading")}
      </p>
    );
  }
  if (state.kind === "invalid") {
    return (
      <p role="alert" className="border-destructive/40 bg-destructive/10 rounded-lg border p-4">
        {t("invalid")}
      </p>
    );
  }
  if (state.kind === "error") {
    return (
      <LoadError
        message={t("loadError")}
        retryLabel={t("retry")}
        onRetry={() => {
          setState({ kind: "loading" });
          void loadAgreement(agreementId, state.token).then(setState);
        }}
      />
    );
  }
  const { agreement, token } = state;
  const update = (next: Agreement) => setState({ kind: "ready", token, agreement: next });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Badge variant={STATE_BADGE[agreement.state]} data-testid="agreement-state">
          {t(`state.${agreement.state}`)}
        </Badge>
        <div className="flex flex-wrap gap-2">
          {agreement.viewer === "operator" ? null : (
            <SignOutOthersButton
              namespace="agreement"
              variant={agreement.viewer}
              revoke={() => revokeAgreementLinks(agreement.id, token)}
            />
          )}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("print")}
          </Button>
        </div>
      </div>
      {agreement.viewer === "operator" ? (
        <p className="text-muted-foreground text-sm print:hidden">{t("operator")}</p>
      ) : (
        <NextStep agreement={agreement} party={agreement.viewer} token={token} onChange={update} />
      )}
      <AgreementDocument agreement={agreement} />
    </div>
  );
}

const otherParty = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";

/** What the viewing party does next: give their address, confirm, or work with change orders. */
function NextStep({
  agreement,
  party,
  token,
  onChange,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement");
  const mine = party === "homeowner" ? agreement.homeownerAddress : agreement.contractorAddress;
  const confirmation =
    party === "homeowner" ? agreement.homeownerConfirmation : agreement.contractorConfirmation;
  const panel = "bg-card border-border space-y-4 rounded-xl border p-5 print:hidden";

  if (agreement.state === "withdrawn") {
    return <p className={panel}>{t("withdrawn")}</p>;
  }
  if (agreement.state === "awaiting-details") {
    return mine ? (
      <p className={panel} role="status">
        <Clock className="mr-2 inline size-4" aria-hidden />
        {t(`waitingAddress.${otherParty(party)}`)}
      </p>
    ) : (
      <AddressForm
        agreement={agreement}
        party={party}
        token={token}
        onChange={onChange}
        className={panel}
      />
    );
  }
  if (agreement.state === "awaiting-confirmation") {
    return confirmation ? (
      <p className={panel} role="status" data-testid="waiting-confirmation">
        <CheckCircle2 className="text-success mr-2 inline size-4" aria-hidden />
        {t(`waitingConfirmation.${otherParty(party)}`, { at: formatConfirmation(confirmation) })}
      </p>
    ) : (
      <NameForm
        statement={confirmationStatement}
        title={t("confirmTitle")}
        submitLabel={t("confirm")}
        className={panel}
        testId="confirm-agreement"
        onSubmit={async (name) => {
          const next = await confirmAgreement(agreement.id, name, token);
          toast.success(next.state === "confirmed" ? t("confirmedBoth") : t("confirmedYou"));
          onChange(next);
        }}
      />
    );
  }
  return (
    <div className="space-y-4 print:hidden">
      <p
        className="border-success/40 bg-success/10 flex gap-2 rounded-lg border p-4 text-sm"
        role="status"
      >
        <CheckCircle2 className="text-success size-5 shrink-0" aria-hidden />
        {t("confirmedNote")}
      </p>
      {agreement.changeOrders
        .filter((order) =>
          party === "homeowner" ? !order.homeownerConfirmation : !order.contractorConfirmation,
        )
        .map((order) => (
          <div key={order.number} className={panel} data-testid="pending-change-order">
            <h2 className="font-semibold">{t("changeOrderPending", { number: order.number })}</h2>
            <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
              {changeOrderRows(order).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="wrap-anywhere whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
            <NameForm
              statement={changeOrderStatement}
              title={t("confirmChangeOrder", { number: order.number })}
              submitLabel={t("confirm")}
              testId="confirm-change-order"
              onSubmit={async (name) => {
                onChange(await confirmChangeOrder(agreement.id, order.number, name, token));
                toast.success(t("changeOrderConfirmed", { number: order.number }));
              }}
            />
          </div>
        ))}
      {agreement.changeOrders.every(
        (order) => order.homeownerConfirmation && order.contractorConfirmation,
      ) ? (
        <ChangeOrderForm
          agreement={agreement}
          token={token}
          onChange={onChange}
          className={panel}
        />
      ) : null}
    </div>
  );
}

/** Shows a refused write's field messages under the fields, and anything else as a toast. */
function reportError(
  error: unknown,
  setError: (field: string, message: string) => boolean,
  fallback: string,
) {
  const issues = error instanceof ApiRequestError ? error.issues : undefined;
  const shown = issues?.some((issue) => setError(issue.path, issue.message)) ?? false;
  if (!shown) toast.error(fallback, { description: (error as Error).message });
}

function AddressForm({
  agreement,
  party,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
  className: string;
}) {
  const t = useTranslations("agreement");
  const askBusiness = party === "contractor" && !agreement.contractorBusinessName;
  const { register, handleSubmit, formState, setError } = useForm<{
    address: string;
    businessName: string;
  }>({ defaultValues: { address: "", businessName: "" } });
  const errors = formState.errors;
  return (
    <form
      className={className}
      noValidate
      data-testid="agreement-address"
      onSubmit={handleSubmit(async (values) => {
        try {
          const next = await giveAgreementAddress(
            agreement.id,
            {
              address: values.address,
              ...(askBusiness ? { businessName: values.businessName } : {}),
            },
            token,
          );
          toast.success(t("addressSaved"));
          onChange(next);
        } catch (error) {
          reportError(
            error,
            (field, message) => {
              if (field !== "address" && field !== "businessName") return false;
              setError(field, { message });
              return true;
            },
            t("saveError"),
          );
        }
      })}
    >
      <h2 className="font-semibold">{t(`addressTitle.${party}`)}</h2>
      <p className="text-muted-foreground text-sm">{t(`addressWhy.${party}`)}</p>
      {askBusiness ? (
        <Field
          id="agreement-business"
          label={t("businessName")}
          error={errors.businessName?.message}
          required
        >
          <Input
            autoComplete="organization"
            {...register("businessName", { required: t("businessNameRequired") })}
            {...fieldAria("agreement-business", errors.businessName?.message)}
          />
        </Field>
      ) : null}
      <Field
        id="agreement-address"
        label={t(`address.${party}`)}
        error={errors.address?.message}
        required
      >
        <Textarea
          rows={3}
          autoComplete="street-address"
          {...register("address", { required: t("addressRequired") })}
          {...fieldAria("agreement-address", errors.address?.message)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("saveAddress")}
      </Button>
    </form>
  );
}

/** A confirmation by typed full name, under the statement it agrees to. */
function NameForm({
  statement,
  title,
  submitLabel,
  onSubmit,
  className,
  testId,
}: {
  statement: string;
  title: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  className?: string;
  testId: string;
}) {
  const t = useTranslations("agreement");
  const { register, handleSubmit, formState, setError } = useForm<{ name: string }>({
    defaultValues: { name: "" },
  });
  const id = `${testId}-name`;
  const error = formState.errors.name?.message;
  return (
    <form
      className={className}
      noValidate
      data-testid={testId}
      onSubmit={handleSubmit(async ({ name }) => {
        try {
          await onSubmit(name);
        } catch (failure) {
          reportError(
            failure,
            (field, message) => {
              if (field !== "name") return false;
              setError("name", { message });
              return true;
            },
            t("saveError"),
          );
        }
      })}
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm">{statement}</p>
      <Field id={id} label={t("typedName")} error={error} required>
        <Input
          autoComplete="name"
          {...register("name", {
            validate: (value) => value.trim().length >= 2 || t("typedNameRequired"),
          })}
          {...fieldAria(id, error)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        <CheckCircle2 aria-hidden />
        {submitLabel}
      </Button>
    </form>
  );
}

interface ChangeOrderValues {
  description: string;
  direction: "add" | "remove";
  amount: string;
  completionDate: string;
  name: string;
}

function ChangeOrderForm({
  agreement,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className: string;
}) {
  const t = useTranslations("agreement");
  const { register, handleSubmit, formState, setError, reset, control } =
    useForm<ChangeOrderValues>({
      defaultValues: {
        description: "",
        direction: "add",
        amount: "",
        completionDate: "",
        name: "",
      },
    });
  const errors = formState.errors;
  const [amount, direction] = useWatch({ control, name: ["amount", "direction"] });
  const cents = parseMoney(amount ?? "");
  const signed = cents === undefined ? undefined : direction === "remove" ? -cents : cents;
  return (
    <form
      className={className}
      noValidate
      data-testid="change-order-form"
      onSubmit={handleSubmit(async (values) => {
        try {
          const next = await proposeChangeOrder(
            agreement.id,
            {
              description: values.description,
              priceChangeCents: signed ?? 0,
              ...(values.completionDate ? { completionDate: values.completionDate } : {}),
              name: values.name,
            },
            token,
          );
          toast.success(t("changeOrderSent", { number: next.changeOrders.length }));
          reset();
          onChange(next);
        } catch (error) {
          reportError(
            error,
            (field, message) => {
              const name =
                field === "priceChangeCents" ? "amount" : (field as keyof ChangeOrderValues);
              if (!["description", "amount", "completionDate", "name"].includes(name)) return false;
              setError(name, { message });
              return true;
            },
            t("saveError"),
          );
        }
      })}
    >
      <h2 className="font-semibold">
        {t("changeOrderTitle", { number: agreement.changeOrders.length + 1 })}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t("changeOrderWhy", { total: formatCents(agreement.currentTotalCents) })}
      </p>
      <Field
        id="change-description"
        label={t("changeDescription")}
        error={errors.description?.message}
        required
      >
        <Textarea
          rows={3}
          {...register("description", {
            validate: (value) => value.trim().length >= 10 || t("changeDescriptionRequired"),
          })}
          {...fieldAria("change-description", errors.description?.message)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="change-direction" label={t("changeDirection")}>
          <select
            id="change-direction"
            className="border-input bg-background h-10 w-full rounded-md border px-3 text-sm"
            {...register("direction")}
          >
            <option value="add">{t("changeAdd")}</option>
            <option value="remove">{t("changeRemove")}</option>
          </select>
        </Field>
        <Field id="change-amount" label={t("changeAmount")} error={errors.amount?.message} required>
          <Input
            inputMode="decimal"
            placeholder="450.00"
            {...register("amount", {
              validate: (value) => parseMoney(value) !== undefined || t("changeAmountInvalid"),
            })}
            {...fieldAria("change-amount", errors.amount?.message)}
          />
        </Field>
        <Field
          id="change-completion"
          label={t("changeCompletion")}
          error={errors.completionDate?.message}
        >
          <Input
            type="date"
            {...register("completionDate")}
            {...fieldAria("change-completion", errors.completionDate?.message)}
          />
        </Field>
      </div>
      {signed !== undefined ? (
        <p className="text-sm" data-testid="change-preview">
          {t("changePreview", { change: signedCents(signed) })}
        </p>
      ) : null}
      <p className="text-sm">{changeOrderStatement}</p>
      <Field id="change-name" label={t("typedName")} error={errors.name?.message} required>
        <Input
          autoComplete="name"
          {...register("name", {
            validate: (value) => value.trim().length >= 2 || t("typedNameRequired"),
          })}
          {...fieldAria("change-name", errors.name?.message)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("sendChangeOrder")}
      </Button>
    </form>
  );
}
