"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { PhotoPicker } from "@/components/forms/photo-picker";
import { RequirementsInput } from "@/components/forms/requirements-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { defaultHouseholdUse } from "@/content/agreement-scope";
import { ApiRequestError, newIdempotencyKey } from "@/lib/client/api";
import { postProject } from "@/lib/projects/client";
import { forgetDraft, useFormDraft } from "@/lib/client/form-draft";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { saveManageToken } from "@/lib/client/manage-tokens";
import { toast } from "@/lib/client/toast";
import { municipalityOfPostalCode } from "@/lib/matching/places";
import { type CreateProject, type CreateProjectInput } from "@/lib/projects/schema";
import { chosenInAddress } from "@/lib/projects/quote-link";
import { HouseholdUseField } from "./household-use-field";
import { ProjectRequestFields } from "./post-project-fields";
import { PostProjectSuccess, type PostedProject } from "./post-project-success";

const DEFAULT_LOCATION = "Toronto, ON";

const MISSING_TOAST = "post-project-missing";

// Uploaded photos are swept a day after upload unless posted: a draft does not keep them.
const DRAFT_OMITS = ["website", "images"];

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
  municipality: "" as CreateProjectInput["municipality"],
  postalCode: "",
  images: [],
  requirements: [],
  website: "",
};

export function PostProjectForm() {
  const [posted, setPosted] = useState<PostedProject | null>(null);

  const onPosted = async (values: CreateProject) => {
    // One key per submission: a retry after a lost answer cannot post the project twice.
    const { project, manageToken, manageLinkEmailed } = await postProject(
      values,
      newIdempotencyKey(),
    );
    saveManageToken(project.id, manageToken);
    const manageUrl = `${window.location.origin}/project/${project.displayId}#manage=${encodeURIComponent(manageToken)}`;
    const email = values.homeownerEmail;
    setPosted({
      displayId: project.displayId,
      manageUrl,
      email: manageLinkEmailed ? email : null,
      notEmailed: manageLinkEmailed ? null : email,
    });
    // The page that follows says so, focused (PostProjectSuccess): no toast repeats it over its
    // buttons.
  };

  if (posted) return <PostProjectSuccess posted={posted} onPostAnother={() => setPosted(null)} />;
  return <ProjectRequestForm onPost={onPosted} />;
}

/** The project a refused repeat names (409 project_repeated), if that is why posting failed. */
function repeatedProject(error: unknown): { displayId: number; url: string } | null {
  if (!(error instanceof ApiRequestError) || error.code !== "project_repeated") return null;
  const existing = error.body?.existing as { displayId?: unknown; url?: unknown } | undefined;
  if (typeof existing?.displayId !== "number" || typeof existing.url !== "string") return null;
  return { displayId: existing.displayId, url: existing.url };
}

/** The request itself; `onPost` stores it and throws when it could not. */
function ProjectRequestForm({ onPost }: { onPost: (values: CreateProject) => Promise<void> }) {
  const t = useTranslations("postProject");
  const [uploading, setUploading] = useState(false);
  const form = useForm<CreateProjectInput, unknown, CreateProject>({
    resolver: lazyZodResolver(() =>
      import("@/lib/projects/schema").then((module) => module.postProjectFormSchema),
    ),
    defaultValues: emptyForm,
  });
  const { register, control, handleSubmit, formState, setValue, getValues } = form;
  const errors = formState.errors;
  // Restored before the address's category and city below, which win over the draft's.
  useFormDraft(form, "post-project", DRAFT_OMITS);
  // "Get Free Quote" on a service page names the category and the city in the address. Read after
  // hydration: the page itself is static.
  useEffect(() => {
    const { category, location } = chosenInAddress(window.location.search);
    if (category) setValue("category", category);
    if (location) setValue("location", location);
  }, [setValue]);
  const location = useWatch({ control, name: "location" }) ?? "";
  // A business category (restaurant cleaning, bollards, listing photos) answers "not for my
  // household" until the person answers themselves.
  const category = useWatch({ control, name: "category" });
  const householdAnswered = useRef(false);
  useEffect(() => {
    if (householdAnswered.current || !category) return;
    setValue("householdUse", defaultHouseholdUse(category));
  }, [category, setValue]);

  // An M postal code is in Toronto: Toronto is chosen for a person who has not chosen yet.
  const postalCode = useWatch({ control, name: "postalCode" });
  const { isSubmitted } = formState;
  useEffect(() => {
    if (!postalCode || getValues("municipality")) return;
    if (municipalityOfPostalCode(postalCode) !== "toronto") return;
    setValue("municipality", "toronto", { shouldDirty: true, shouldValidate: isSubmitted });
  }, [postalCode, isSubmitted, getValues, setValue]);

  const onValid = async (values: CreateProject) => {
    toast.dismiss(MISSING_TOAST);
    try {
      // Stored: the success panel replaces this form, and "Post another" mounts an empty one.
      await onPost(values);
      forgetDraft("post-project");
    } catch (error) {
      const repeated = repeatedProject(error);
      if (repeated) {
        toast.error(t("repeatedTitle"), {
          description: t("repeatedBody", { id: repeated.displayId }),
          action: {
            label: t("repeatedLink", { id: repeated.displayId }),
            onClick: () => window.location.assign(repeated.url),
          },
        });
        return;
      }
      toast.error(t("errorTitle"), { description: t("errorBody") });
    }
  };

  // One toast however often the form is sent incomplete; it goes once the form is complete.
  const onInvalid = () =>
    toast.error(t("missingTitle"), { id: MISSING_TOAST, description: t("missingBody") });

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
      <ProjectRequestFields control={control} register={register} errors={errors} />
      <Controller
        control={control}
        name="householdUse"
        render={({ field }) => (
          <HouseholdUseField
            id="householdUse"
            value={field.value}
            onChange={(answer) => {
              householdAnswered.current = true;
              field.onChange(answer);
            }}
            error={errors.householdUse?.message}
          />
        )}
      />
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
