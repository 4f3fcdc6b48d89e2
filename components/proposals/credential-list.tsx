"use client";

import { ExternalLink, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";

import { credentials } from "@/content/credentials";
import type { CredentialCheck } from "@/lib/proposals/compare";
import { cn } from "@/lib/utils";

/**
 * The credentials that apply to the project, each with the number the proposal gives and a link
 * to the public registry where the owner can look it up, or marked as not given; a required one
 * that is missing stands out as a warning.
 */
export function CredentialList({
  checks,
  category,
  className,
}: {
  checks: readonly CredentialCheck[];
  category: string;
  className?: string;
}) {
  const t = useTranslations("manage");
  if (checks.length === 0) return null;
  return (
    <section className={cn("space-y-1.5 text-sm", className)} data-testid="credentials">
      <h4 className="font-medium">{t("credentialsTitle", { category })}</h4>
      <ul className="space-y-1.5">
        {checks.map((check) => {
          const credential = credentials[check.kind];
          const state = check.number ? "given" : check.required ? "required-missing" : "missing";
          return (
            <li
              key={check.kind}
              data-testid="credential"
              data-kind={check.kind}
              data-state={state}
              className={cn(
                state === "required-missing" &&
                  "border-destructive/40 bg-destructive/10 flex gap-2 rounded-md border px-2 py-1.5",
                state === "missing" && "text-muted-foreground",
              )}
            >
              {state === "required-missing" ? (
                <TriangleAlert className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden />
              ) : null}
              {check.number ? (
                <span>
                  {t("credentialGiven", { name: credential.name, number: check.number })}
                  {credential.registryUrl ? (
                    <>
                      {" · "}
                      <a
                        href={credential.registryUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
                      >
                        {t("lookUp", { issuer: credential.issuer })}
                        <ExternalLink className="size-3.5" aria-hidden />
                      </a>
                    </>
                  ) : null}
                </span>
              ) : (
                <span>
                  {t("credentialNotGiven", { name: credential.name })}
                  {check.required ? (
                    <strong className="block font-semibold">
                      {t("credentialRequired", { category })}
                    </strong>
                  ) : null}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
