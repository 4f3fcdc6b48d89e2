"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { giveAgreementAddress } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { reportWriteError } from "./report-write-error";

/** A party's address (and a contractor's business name, until the agreement has one). */
export function AgreementAddressForm({
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
          reportWriteError(
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
