"use client";

import { Bookmark, CheckCircle2, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import Link from "@/components/common/link";
import { toast } from "@/lib/client/toast";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { PhotoPicker } from "@/components/forms/photo-picker";
import { RequirementsInput } from "@/components/forms/requirements-input";
import { SelectFormField } from "@/components/forms/select-form-field";
import { labelOptions } from "@/components/forms/select-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { newIdempotencyKey, postProject } from "@/lib/client/api";
import { saveManageToken } from "@/lib/client/manage-tokens";
import {
  BUDGET_OPTIONS,
  CATEGORY_NAMES,
  TIMELINE_OPTIONS,
  URGENCY_OPTIONS,
} from "@/lib/validation/options";
import { type CreateProject, type CreateProjectInput } from "@/lib/projects/schema";

const DEFAULT_LOCATION = "Toronto, ON";
const MISSING_TOAST = "post-project-missing";

const emptyForm: CreateProjectInput = {
  title: "",
  description: "",
  category: "" as CreateProjectInput["category"],
  budget: "" as CreateProjectInput["budget"],
  timeline: "" as CreateProjectInput["timeline"],
  urgency: "medium",
  homeowner: "",
  homeownerEmail: "",
  newsConsent: false,
  location: DEFAULT_LOCATION,
  images: [],
  requirements: [],
  website: "",
};

export function PostProjectForm() {
  const t = useTranslations("postProject");
  const urgencyLabels = useTranslations("project.urgencyLabels");
  const [uploading, setUploading] = useState(false);
  const [posted, setPosted] = useState<{
    displayId: number;
    manageUrl: string;
    /** The address a copy of the manage link went to, if one was given and mailed. */
    email: string | null;
    /** An address was given but the server held its message back (limited or refused). */
    notEmailed: string | null;
  } | null>(null);
  const form = useForm<CreateProjectInput, unknown, CreateProject>({
    resolver: lazyZodResolver(() =>
      import("@/lib/projects/schema").then((module) => module.createProjectSchema),
    ),
    defaultValues: emptyForm,
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const location = useWatch({ control, name: "location" }) ?? "";
  const successHeading = useRef<HTMLHeadingElement>(null);

  // The form is gone once the project is posted: the person is taken to what replaced it, the
  // success panel and its one-time manage link, instead of being left at the page's foot.
  useEffect(() => {
    const heading = successHeading.current;
    if (!posted || !heading) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.focus({ preventScroll: true });
    heading.closest("section")?.scrollIntoView({
      block: "start",
      behavior: smooth ? "smooth" : "auto",
    });
  }, [posted]);

  const onValid = async (values: CreateProject) => {
    toast.dismiss(MISSING_TOAST);
    try {
      // One key per submission: a retry after a lost answer cannot post the project twice.
      const { project, manageToken, manageLinkEmailed } = await postProject(
        values,
        newIdempotencyKey(),
      );
      saveManageToken(project.id, manageToken);
      const manageUrl = `${window.location.origin}/project/${project.displayId}#manage=${encodeURIComponent(manageToken)}`;
      const email = values.homeownerEmail ?? null;
      setPosted({
        displayId: project.displayId,
        manageUrl,
        email: manageLinkEmailed ? email : null,
        notEmailed: manageLinkEmailed ? null : email,
      });
      reset(emptyForm);
      toast.success(t("successTitle"), { description: t("successBody") });
    } catch {
      toast.error(t("errorTitle"), { description: t("errorBody") });
    }
  };

  // One toast however often the form is sent incomplete; it goes once the form is complete.
  const onInvalid = () =>
    toast.error(t("missingTitle"), { id: MISSING_TOAST, description: t("missingBody") });

  if (posted) {
    return (
      <section
        aria-labelledby="post-success-heading"
        className="border-success/40 bg-card scroll-mt-24 space-y-6 rounded-lg border p-6 shadow-sm"
        data-testid="post-success"
      >
        <div className="flex items-start gap-3">
          <CheckCircle2 className="text-success mt-1 size-6 shrink-0" aria-hidden />
          <div>
            <h2
              id="post-success-heading"
              ref={successHeading}
              tabIndex={-1}
              className="focus-visible:outline-ring rounded-sm text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t("successTitle")}
            </h2>
            <p className="text-muted-foreground">{t("successBody")}</p>
          </div>
        </div>
        <div className="border-primary/40 bg-muted space-y-3 rounded-md border p-4">
          <h3 className="font-semibold">{t("manageTitle")}</h3>
          <p className="text-muted-foreground text-sm">{t("manageBody")}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              value={posted.manageUrl}
              aria-label={t("manageTitle")}
              data-testid="manage-link"
              onFocus={(e) => e.target.select()}
            />
            <Button
              type="button"
              className="shrink-0"
              onClick={async () => {
                await navigator.clipboard?.writeText(posted.manageUrl).catch(() => {});
                toast.success(t("copied"));
              }}
            >
              <Copy aria-hidden />
              {t("copy")}
            </Button>
          </div>
          <p className="flex items-start gap-2 text-sm font-medium" data-testid="manage-link-keep">
            <Bookmark className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
            {posted.email ? t("keepWithEmail") : t("keepWithoutEmail")}
          </p>
          {posted.email ? (
            <p className="text-sm" data-testid="manage-link-emailed">
              {t("emailedCopy", { email: posted.email })}
            </p>
          ) : null}
          {posted.notEmailed ? (
            <p className="text-sm" data-testid="manage-link-not-emailed">
              {t("notEmailed", { email: posted.notEmailed })}
            </p>
          ) : null}
          <p className="text-sm">
            <Link
              href="/recover"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {t("lostLink")}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href={`/project/${posted.displayId}`}>{t("viewProject")}</Link>
          </Button>
          <Button variant="ghost" onClick={() => setPosted(null)}>
            {t("postAnother")}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="border-border bg-card space-y-6 rounded-lg border p-6 shadow-sm"
    >
      <Field id="title" label={t("title")} error={errors.title?.message} required>
        <Input
          {...register("title")}
          {...fieldAria("title", errors.title?.message)}
          maxLength={120}
          placeholder={t("titlePlaceholder")}
        />
      </Field>
      <Field id="description" label={t("description")} error={errors.description?.message} required>
        <Textarea
          {...register("description")}
          {...fieldAria("description", errors.description?.message)}
          rows={6}
          maxLength={5000}
          placeholder={t("descriptionPlaceholder")}
        />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectFormField
          control={control}
          name="category"
          label={t("category")}
          options={labelOptions(CATEGORY_NAMES)}
          placeholder={t("categoryPlaceholder")}
          required
        />
        <SelectFormField
          control={control}
          name="budget"
          label={t("budget")}
          options={labelOptions(BUDGET_OPTIONS)}
          placeholder={t("budgetPlaceholder")}
          required
        />
        <SelectFormField
          control={control}
          name="timeline"
          label={t("timeline")}
          options={labelOptions(TIMELINE_OPTIONS)}
          placeholder={t("timelinePlaceholder")}
          required
        />
        <SelectFormField
          control={control}
          name="urgency"
          label={t("urgency")}
          options={URGENCY_OPTIONS.map((value) => ({ value, label: urgencyLabels(value) }))}
        />
        <Field
          id="location"
          label={t("location")}
          error={errors.location?.message}
          required
          className="sm:col-span-2"
        >
          <Input
            {...register("location")}
            {...fieldAria("location", errors.location?.message)}
            maxLength={120}
            placeholder={t("locationPlaceholder")}
          />
        </Field>
        <Field id="homeowner" label={t("homeowner")} error={errors.homeowner?.message} required>
          <Input
            {...register("homeowner")}
            {...fieldAria("homeowner", errors.homeowner?.message)}
            maxLength={100}
            placeholder={t("homeownerPlaceholder")}
            autoComplete="name"
          />
        </Field>
        <Field
          id="homeownerEmail"
          label={t("email")}
          error={errors.homeownerEmail?.message}
          hint={t("emailHint")}
        >
          <Input
            type="email"
            {...register("homeownerEmail")}
            {...fieldAria("homeownerEmail", errors.homeownerEmail?.message, true)}
            maxLength={254}
            placeholder={t("emailPlaceholder")}
            autoComplete="email"
          />
        </Field>
        <div className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            id="newsConsent"
            {...register("newsConsent")}
            className="accent-primary mt-0.5 size-4 shrink-0"
          />
          <label htmlFor="newsConsent" className="text-sm">
            {t("newsConsent")}
          </label>
        </div>
      </div>
      <Field id="photos" label={t("photos")}>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <PhotoPicker
              value={field.value ?? []}
              onChange={field.onChange}
              onBusyChange={setUploading}
            />
          )}
        />
      </Field>
      <Field id="requirements" label={t("requirements")}>
        <Controller
          control={control}
          name="requirements"
          render={({ field }) => (
            <RequirementsInput value={field.value ?? []} onChange={field.onChange} />
          )}
        />
      </Field>
      <HoneypotField id="website" {...register("website")} />
      <Button
        type="submit"
        size="lg"
        variant="accent"
        className="w-full sm:w-auto"
        disabled={!location.trim() || formState.isSubmitting || uploading}
      >
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
