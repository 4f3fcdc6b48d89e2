import { ExternalLink, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";

import { credentials, statedWork } from "@/content/credentials";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import { credentialChecks } from "@/lib/proposals/compare";

/** Each credential that applies to this trade: the number given with its registry, or missing. */
export function CompareCredentials({
  proposal,
  category,
  location,
}: {
  proposal: OwnerProposal;
  category: string;
  location: string;
}) {
  const t = useTranslations("compare");
  const checks = credentialChecks(
    proposal.structured?.credentials,
    category,
    location,
    statedWork(proposal.structured),
  );
  if (checks.length === 0)
    return <span className="text-muted-foreground">{t("noCredentials", { category })}</span>;
  return (
    <ul className="space-y-1">
      {checks.map((check) => {
        const name = t(`credential.${check.kind}`);
        const state = check.number ? "given" : check.required ? "required-missing" : "missing";
        return (
          <li
            key={check.kind}
            data-testid="compare-credential"
            data-kind={check.kind}
            data-state={state}
          >
            {check.number ? (
              <>
                <span className="font-medium">{name}</span>: {check.number}{" "}
                <a
                  hidden={!credentials[check.kind].registryUrl}
                  href={credentials[check.kind].registryUrl ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary inline-flex items-center gap-0.5 text-xs font-medium whitespace-nowrap underline-offset-4 hover:underline"
                >
                  {t("lookUp")}
                  <span className="sr-only">
                    {" "}
                    {t("lookUpAt", { name, issuer: credentials[check.kind].issuer })}
                  </span>
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </>
            ) : check.required ? (
              <span className="border-destructive/40 bg-destructive/10 flex gap-1.5 rounded-md border px-1.5 py-1">
                <TriangleAlert className="text-destructive mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span>
                  <span className="font-medium">{name}</span>: {t("requiredMissing")}
                </span>
              </span>
            ) : (
              <span className="text-muted-foreground">
                {name}: {t("notGiven")}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
