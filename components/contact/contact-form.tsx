"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { toast } from "@/lib/client/toast";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { sendContactMessage } from "@/lib/contact/client";
import type { createContactMessageSchema, CreateContactMessageInput } from "@/lib/contact/schema";

const empty: CreateContactMessageInput = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};

/** The contact form; `subject` fills the Subject field (the accessibility page's feedback). */
export function ContactForm({ subject = "" }: { subject?: string } = {}) {
  const t = useTranslations("contact");
  const { register, handleSubmit, formState, reset } = useForm<
    CreateContactMessageInput,
    unknown,
    z.output<typeof createContactMessageSchema>
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/contact/schema").then((module) => module.createContactMessageSchema),
    ),
    defaultValues: { ...empty, subject },
  });
  const errors = formState.errors;

  const onValid = async (values: z.output<typeof createContactMessageSchema>) => {
    try {
      await sendContactMessage(values);
      toast.success(t("successTitle"), { description: t("successBody") });
      reset({ ...empty, subject });
    } catch {
      toast.error(t("errorTitle"), { description: t("errorBody") });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      className="border-border bg-card space-y-5 rounded-lg border p-6 shadow-sm"
    >
      <h2 className="text-xl font-semibold">{t("heading")}</h2>
      <p className="text-muted-foreground text-sm">{t("intro")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t("name")} error={errors.name?.message} required>
          <Input
            autoComplete="name"
            {...register("name")}
            {...fieldAria("contact-name", errors.name?.message)}
          />
        </Field>
        <Field id="contact-email" label={t("email")} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            {...register("email")}
            {...fieldAria("contact-email", errors.email?.message)}
          />
        </Field>
        <Field id="contact-phone" label={t("phone")} error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            {...register("phone")}
            {...fieldAria("contact-phone", errors.phone?.message)}
          />
        </Field>
        <Field id="contact-subject" label={t("subject")} error={errors.subject?.message} required>
          <Input
            {...register("subject")}
            {...fieldAria("contact-subject", errors.subject?.message)}
          />
        </Field>
      </div>
      <Field id="contact-message" label={t("message")} error={errors.message?.message} required>
        <Textarea
          rows={6}
          {...register("message")}
          {...fieldAria("contact-message", errors.message?.message)}
        />
      </Field>
      <HoneypotField id="contact-website" {...register("website")} />
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
