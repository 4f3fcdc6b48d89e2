"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch, type FieldPath } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { AgreementDetailsBody } from "@/lib/agreements/schema";
import type { Agreement, AgreementParty, MissingItem } from "@/lib/agreements/shapes";
import { giveAgreementDetails } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { reportWriteError } from "@/lib/client/write-error";

interface DetailsValues {
  address: string;
  businessName: string;
  operatingName: string;
  phone: string;
  materials: string;
  paymentMethod: string;
  chargesApply: "none" | "some";
  charges: { description: string; amount: string }[];
  cancellationApply: "none" | "some";
  cancellationTerms: string;
  startDate: string;
  completionDate: string;
  /** Whether the contractor met the homeowner in person for the work; no answer until chosen. */
  directVisited: "" | "no" | "yes";
  directNegotiatedBy: string;
  directPlace: string;
  directOn: string;
}

const EMPTY: DetailsValues = {
  address: "",
  businessName: "",
  operatingName: "",
  phone: "",
  materials: "",
  paymentMethod: "",
  chargesApply: "none",
  charges: [{ description: "", amount: "" }],
  cancellationApply: "none",
  cancellationTerms: "",
  startDate: "",
  completionDate: "",
  directVisited: "",
  directNegotiatedBy: "",
  directPlace: "",
  directOn: "",
};

/** The server's paths of the in-person visit's answer, as this form names its fields. */
const DIRECT_FIELDS: Record<string, FieldPath<DetailsValues>> = {
  directAgreement: "directVisited",
  "directAgreement.visited": "directVisited",
  "directAgreement.negotiatedBy": "directNegotiatedBy",
  "directAgreement.place": "directPlace",
  "directAgreement.on": "directOn",
};

/** The form's field for a path of the server's answer, or null for one it does not show. */
function formField(path: string): FieldPath<DetailsValues> | null {
  const charge = /^additionalCharges\.(\d+)\.(description|amount)$/.exec(path);
  if (charge) return `charges.${Number(charge[1])}.${charge[2] as "description" | "amount"}`;
  if (path === "additionalCharges") return "chargesApply";
  const direct = DIRECT_FIELDS[path];
  if (direct) return direct;
  const fields: (keyof DetailsValues)[] = [
    "address",
    "businessName",
    "operatingName",
    "phone",
    "materials",
    "paymentMethod",
    "cancellationTerms",
    "startDate",
    "completionDate",
  ];
  return (fields as string[]).includes(path) ? (path as keyof DetailsValues) : null;
}

/**
 * What the party still has to add before either may confirm, one field per missing item: the
 * homeowner the address of the work; the contractor its name, address, phone, materials, payment
 * method, additional charges, cancellation terms and any missing date.
 */
export function AgreementDetailsForm({
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
  const mine = new Set<MissingItem>(
    agreement.missing.filter((item) => item.party === party).map((item) => item.item),
  );
  const asks = (item: MissingItem) => mine.has(item);
  const { register, handleSubmit, formState, setError, control } = useForm<DetailsValues>({
    defaultValues: EMPTY,
  });
  const charges = useFieldArray({ control, name: "charges" });
  const [chargesApply, cancellationApply, directVisited] = useWatch({
    control,
    name: ["chargesApply", "cancellationApply", "directVisited"],
  });
  const errors = formState.errors;
  const required = { required: t("fieldRequired") };
  const address = party === "homeowner" ? "homeownerAddress" : "businessAddress";

  const send = async (values: DetailsValues) => {
    const body: AgreementDetailsBody = {};
    if (asks(address)) body.address = values.address;
    if (asks("businessName")) {
      body.businessName = values.businessName;
      if (values.operatingName.trim()) body.operatingName = values.operatingName;
    }
    if (asks("contractorPhone")) body.phone = values.phone;
    if (asks("materials")) body.materials = values.materials;
    if (asks("paymentMethod")) body.paymentMethod = values.paymentMethod;
    if (asks("additionalCharges")) {
      body.additionalCharges = values.chargesApply === "none" ? [] : values.charges;
    }
    if (asks("cancellationTerms")) {
      body.cancellationTerms = values.cancellationApply === "none" ? "" : values.cancellationTerms;
    }
    if (asks("directAgreement")) {
      body.directAgreement =
        values.directVisited === "yes"
          ? {
              visited: true,
              negotiatedBy: values.directNegotiatedBy,
              place: values.directPlace,
              on: values.directOn,
            }
          : { visited: false };
    }
    if (asks("startDate")) body.startDate = values.startDate;
    if (asks("completionDate")) body.completionDate = values.completionDate;
    try {
      const next = await giveAgreementDetails(agreement.id, body, token);
      toast.success(t("detailsSaved"));
      onChange(next);
    } catch (error) {
      reportWriteError(
        error,
        (path, message) => {
          const field = formField(path);
          if (field) setError(field, { message });
          return field !== null;
        },
        t("saveError"),
      );
    }
  };

  return (
    <form
      className={className}
      noValidate
      data-testid="agreement-details"
      onSubmit={handleSubmit(send)}
    >
      <h2 className="font-semibold">{t(`detailsTitle.${party}`)}</h2>
      <p className="text-muted-foreground text-sm">{t(`detailsWhy.${party}`)}</p>
      {asks("businessName") ? (
        <>
          <Field
            id="agreement-business"
            label={t("businessName")}
            error={errors.businessName?.message}
            required
          >
            <Input
              autoComplete="organization"
              {...register("businessName", required)}
              {...fieldAria("agreement-business", errors.businessName?.message)}
            />
          </Field>
          <Field
            id="agreement-operating"
            label={t("operatingName")}
            error={errors.operatingName?.message}
          >
            <Input
              {...register("operatingName")}
              {...fieldAria("agreement-operating", errors.operatingName?.message)}
            />
          </Field>
        </>
      ) : null}
      {asks(address) ? (
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
      ) : null}
      {asks("directAgreement") ? (
        <fieldset className="space-y-3" data-testid="direct-agreement">
          <legend className="mb-2 text-sm font-medium">{t("directLegend")}</legend>
          <p className="text-muted-foreground text-sm">{t("directWhy")}</p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="no"
              {...register("directVisited", { required: t("directRequired") })}
            />
            {t("directNo")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value="yes"
              {...register("directVisited", { required: t("directRequired") })}
            />
            {t("directYes")}
          </label>
          {errors.directVisited?.message ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {errors.directVisited.message}
            </p>
          ) : null}
          {directVisited === "yes" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="direct-negotiated-by"
                label={t("directNegotiatedBy")}
                error={errors.directNegotiatedBy?.message}
                required
              >
                <Input
                  autoComplete="name"
                  {...register("directNegotiatedBy", required)}
                  {...fieldAria("direct-negotiated-by", errors.directNegotiatedBy?.message)}
                />
              </Field>
              <Field id="direct-on" label={t("directOn")} error={errors.directOn?.message} required>
                <Input
                  type="date"
                  {...register("directOn", required)}
                  {...fieldAria("direct-on", errors.directOn?.message)}
                />
              </Field>
              <Field
                id="direct-place"
                label={t("directPlace")}
                error={errors.directPlace?.message}
                required
                className="sm:col-span-2"
              >
                <Textarea
                  rows={2}
                  {...register("directPlace", required)}
                  {...fieldAria("direct-place", errors.directPlace?.message)}
                />
              </Field>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {asks("contractorPhone") ? (
        <Field id="agreement-phone" label={t("phone")} error={errors.phone?.message} required>
          <Input
            type="tel"
            autoComplete="tel"
            {...register("phone", required)}
            {...fieldAria("agreement-phone", errors.phone?.message)}
          />
        </Field>
      ) : null}
      {asks("materials") ? (
        <Field
          id="agreement-materials"
          label={t("materials")}
          error={errors.materials?.message}
          required
        >
          <Textarea
            rows={3}
            {...register("materials", required)}
            {...fieldAria("agreement-materials", errors.materials?.message)}
          />
        </Field>
      ) : null}
      {asks("paymentMethod") ? (
        <Field
          id="agreement-payment-method"
          label={t("paymentMethod")}
          error={errors.paymentMethod?.message}
          required
        >
          <Input
            {...register("paymentMethod", required)}
            {...fieldAria("agreement-payment-method", errors.paymentMethod?.message)}
          />
        </Field>
      ) : null}
      {asks("additionalCharges") ? (
        <fieldset className="space-y-3" data-testid="additional-charges">
          <legend className="mb-2 text-sm font-medium">{t("chargesLegend")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="none" {...register("chargesApply")} />
            {t("chargesNone")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="some" {...register("chargesApply")} />
            {t("chargesSome")}
          </label>
          {errors.chargesApply?.message ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {errors.chargesApply.message}
            </p>
          ) : null}
          {chargesApply === "some" ? (
            <div className="space-y-3">
              {charges.fields.map((charge, index) => {
                const error = errors.charges?.[index];
                return (
                  <div key={charge.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
                    <Field
                      id={`charge-${index}-description`}
                      label={t("chargeDescription", { number: index + 1 })}
                      error={error?.description?.message}
                      required
                    >
                      <Input
                        {...register(`charges.${index}.description`, required)}
                        {...fieldAria(`charge-${index}-description`, error?.description?.message)}
                      />
                    </Field>
                    <Field
                      id={`charge-${index}-amount`}
                      label={t("chargeAmount", { number: index + 1 })}
                      error={error?.amount?.message}
                      required
                    >
                      <Input
                        {...register(`charges.${index}.amount`, required)}
                        {...fieldAria(`charge-${index}-amount`, error?.amount?.message)}
                      />
                    </Field>
                    <Button
                      type="button"
                      variant="outline"
                      className="self-end"
                      disabled={charges.fields.length === 1}
                      onClick={() => charges.remove(index)}
                      aria-label={t("removeCharge", { number: index + 1 })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                );
              })}
              <Button
                type="button"
                variant="outline"
                disabled={charges.fields.length >= 10}
                onClick={() => charges.append({ description: "", amount: "" })}
              >
                <Plus aria-hidden />
                {t("addCharge")}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {asks("cancellationTerms") ? (
        <fieldset className="space-y-3" data-testid="cancellation-terms">
          <legend className="mb-2 text-sm font-medium">{t("cancellationLegend")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="none" {...register("cancellationApply")} />
            {t("cancellationNone")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="some" {...register("cancellationApply")} />
            {t("cancellationSome")}
          </label>
          {cancellationApply === "some" ? (
            <Field
              id="agreement-cancellation"
              label={t("cancellationText")}
              error={errors.cancellationTerms?.message}
              required
            >
              <Textarea
                rows={3}
                {...register("cancellationTerms", required)}
                {...fieldAria("agreement-cancellation", errors.cancellationTerms?.message)}
              />
            </Field>
          ) : null}
        </fieldset>
      ) : null}
      {asks("startDate") || asks("completionDate") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {asks("startDate") ? (
            <Field
              id="agreement-start"
              label={t("startDate")}
              error={errors.startDate?.message}
              required
            >
              <Input
                type="date"
                {...register("startDate", required)}
                {...fieldAria("agreement-start", errors.startDate?.message)}
              />
            </Field>
          ) : null}
          {asks("completionDate") ? (
            <Field
              id="agreement-completion"
              label={t("completionDate")}
              error={errors.completionDate?.message}
              required
            >
              <Input
                type="date"
                {...register("completionDate", required)}
                {...fieldAria("agreement-completion", errors.completionDate?.message)}
              />
            </Field>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("saveDetails")}
      </Button>
    </form>
  );
}
