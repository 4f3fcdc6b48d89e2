import { useTranslations } from "next-intl";

import { fieldAria } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { credentialNotice, credentials, type credentialsFor } from "@/content/credentials";
import { fieldId } from "@/lib/proposals/form";
import { ChoiceField } from "./choice-field";
import { messageOf, type QuoteFormParts } from "./quote-form-parts";
import { QuoteGroup } from "./quote-sections";

/**
 * The licences the project's trade and place call for, each with the registry that checks it;
 * first, where the trade asks it, whether the work includes gas (which brings TSSA registration).
 */
export function CredentialFields({
  rules,
  register,
  errors,
  askGasWork,
}: Pick<QuoteFormParts, "register" | "errors"> & {
  rules: ReturnType<typeof credentialsFor>;
  askGasWork: boolean;
}) {
  const t = useTranslations("proposal");
  return (
    <QuoteGroup legend={t("credentials")}>
      <p data-testid="credential-notice" className="text-muted-foreground text-sm">
        {credentialNotice}
      </p>
      {askGasWork ? (
        <div className="space-y-1.5" data-testid="gas-work">
          <ChoiceField
            name="structured.gasWork"
            legend={t("gasWork")}
            options={[
              { value: "yes", label: t("yes") },
              { value: "no", label: t("no") },
            ]}
            register={register}
            errors={errors}
          />
          <p className="text-muted-foreground text-xs">{t("gasWorkHint")}</p>
        </div>
      ) : null}
      {rules.map((rule) => {
        const credential = credentials[rule.kind];
        const name = `structured.credentials.${rule.kind}` as const;
        const id = fieldId(name);
        const error = messageOf(errors, name);
        return (
          <div key={rule.kind} className="space-y-1.5" data-testid="credential">
            <Label htmlFor={id} className="block">
              {credential.name}
              {rule.required ? (
                <span className="text-destructive" aria-hidden>
                  {" "}
                  *
                </span>
              ) : (
                <span className="text-muted-foreground font-normal"> {t("optional")}</span>
              )}
            </Label>
            <Input
              {...register(name)}
              {...fieldAria(id, error, true)}
              aria-required={rule.required || undefined}
              autoComplete="off"
              className="sm:max-w-xs"
            />
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {credential.why}{" "}
              {credential.registryUrl ? (
                <a
                  href={credential.registryUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary font-medium underline underline-offset-4"
                >
                  {t("credentialWhere", { issuer: credential.issuer })}
                  <span className="sr-only"> {t("newTab")}</span>
                </a>
              ) : null}
            </p>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-destructive text-sm font-medium">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </QuoteGroup>
  );
}
