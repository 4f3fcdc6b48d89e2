"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";

import Link from "@/components/common/link";
import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CATEGORY_NAMES } from "@/content/category-names";
import { PROFILE_CREDENTIAL_KINDS } from "@/lib/pros/shapes";
import { ApiRequestError } from "@/lib/client/api";
import { saveProProfile } from "@/lib/pros/client";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import {
  SERVICE_AREAS,
  toProfileInput,
  type ProfileFormInput,
  type ProfileFormOutput,
} from "@/lib/pros/schema";

/**
 * The contractor's statement of their business: creates the public profile, then updates it.
 * Every number is shown on the profile as stated, with the date it was stated.
 */
export function ProfileForm({
  initial,
  slug,
}: {
  initial: ProfileFormInput;
  /** The profile's address once it exists. */
  slug: string | null;
}) {
  const t = useTranslations("proProfile");
  const router = useRouter();
  const [savedSlug, setSavedSlug] = useState(slug);
  const [status, setStatus] = useState<"saved" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormOutput
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/pros/schema").then((module) => module.profileFormSchema),
    ),
    defaultValues: initial,
  });
  const errors = formState.errors;

  const onValid = async (values: ProfileFormOutput) => {
    setFailure(null);
    setStatus(null);
    try {
      const saved = await saveProProfile(toProfileInput(values));
      setSavedSlug(saved.slug);
      setStatus("saved");
      // A new profile opens what /pro shows only to accounts with one (the alert settings).
      if (!savedSlug) router.refresh();
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : -1;
      setFailure(
        status === 401
          ? t("signedOut")
          : status === 0
            ? t("network")
            : error instanceof Error
              ? error.message
              : t("failed"),
      );
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      className="space-y-5"
      data-testid="profile-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="profile-business"
          label={t("businessName")}
          error={errors.businessName?.message}
          required
        >
          <Input
            autoComplete="organization"
            maxLength={120}
            {...register("businessName")}
            {...fieldAria("profile-business", errors.businessName?.message)}
          />
        </Field>
        <Field
          id="profile-contact"
          label={t("contactName")}
          error={errors.contactName?.message}
          required
        >
          <Input
            autoComplete="name"
            maxLength={100}
            {...register("contactName")}
            {...fieldAria("profile-contact", errors.contactName?.message)}
          />
        </Field>
        <Field
          id="profile-phone"
          label={t("phone")}
          hint={t("phoneHint")}
          error={errors.phone?.message}
        >
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...register("phone")}
            {...fieldAria("profile-phone", errors.phone?.message)}
          />
        </Field>
      </div>

      <fieldset
        className="space-y-2"
        aria-describedby={errors.trades ? "profile-trades-error" : undefined}
      >
        <legend className="text-sm font-semibold">{t("trades")}</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORY_NAMES.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={name}
                className="accent-primary size-4"
                {...register("trades")}
              />
              {name}
            </label>
          ))}
        </div>
        {errors.trades ? (
          <p
            id="profile-trades-error"
            role="alert"
            className="text-destructive text-sm font-medium"
          >
            {errors.trades.message ?? errors.trades.root?.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset
        className="space-y-2"
        aria-describedby={errors.serviceAreas ? "profile-areas-error" : undefined}
      >
        <legend className="text-sm font-semibold">{t("serviceAreas")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SERVICE_AREAS.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={name}
                className="accent-primary size-4"
                {...register("serviceAreas")}
              />
              {name}
            </label>
          ))}
        </div>
        {errors.serviceAreas ? (
          <p id="profile-areas-error" role="alert" className="text-destructive text-sm font-medium">
            {errors.serviceAreas.message ?? errors.serviceAreas.root?.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t("credentials")}</legend>
        <p className="text-muted-foreground text-sm">{t("credentialsHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PROFILE_CREDENTIAL_KINDS.map((kind) => {
            const id = `profile-credential-${kind}`;
            const error = errors.numbers?.[kind]?.message;
            return (
              <Field key={kind} id={id} label={t(`kinds.${kind}`)} error={error}>
                <Input maxLength={40} {...register(`numbers.${kind}`)} {...fieldAria(id, error)} />
              </Field>
            );
          })}
        </div>
      </fieldset>

      {failure ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("saving") : savedSlug ? t("update") : t("create")}
        </Button>
        {status === "saved" ? (
          <span role="status" className="text-success text-sm font-medium">
            {t("saved")}
          </span>
        ) : null}
        {savedSlug ? (
          <Link
            href={`/pros/${savedSlug}`}
            className="text-primary text-sm font-medium underline underline-offset-4"
            data-testid="profile-link"
          >
            {t("view")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
