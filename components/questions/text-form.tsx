"use client";

import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { toast } from "@/lib/client/toast";

type Values = Record<string, string>;

/**
 * One text sent to the server (a question, an answer, a note), checked by the schema the API
 * applies: its field's message under it, the server's refusals too; `onSent` runs only once the
 * server has stored it, and the field is emptied then.
 */
export function TextForm<Result>({
  id,
  name,
  label,
  hint,
  maxLength,
  rows = 3,
  submitLabel,
  failed,
  loadSchema,
  send,
  onSent,
  footer,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  maxLength: number;
  rows?: number;
  submitLabel: string;
  /** The toast's title when the server refused for another reason than the field. */
  failed: string;
  loadSchema: () => Promise<z.ZodType<Values, Values>>;
  send: (text: string) => Promise<Result>;
  onSent: (result: Result) => void;
  /** Buttons beside the submit button (a dialog's Cancel). */
  footer?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const form = useForm<Values, unknown, Values>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: { [name]: "" },
  });
  const error = form.formState.errors[name]?.message;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit(async (values) => {
        setPending(true);
        try {
          const result = await send(values[name]!);
          form.reset({ [name]: "" });
          onSent(result);
        } catch (failure) {
          const issue =
            failure instanceof ApiRequestError
              ? failure.issues?.find((item) => item.path === name)
              : undefined;
          if (issue) form.setError(name, { message: issue.message });
          else toast.error(failed, { description: (failure as Error).message });
        } finally {
          setPending(false);
        }
      })}
    >
      <Field id={id} label={label} hint={hint} error={error}>
        <Textarea
          {...form.register(name)}
          {...fieldAria(id, error, Boolean(hint))}
          rows={rows}
          maxLength={maxLength}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {footer}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
