"use client";

import { CheckCircle2, Clock } from "lucide-react";
import Link from "@/components/common/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { MatchedCount } from "@/components/projects/matched-count";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/client/api";
import { publishProject } from "@/lib/projects/client";
import { takeTokenFromAddress } from "@/lib/client/manage-tokens";
import { failureKind } from "@/lib/client/private-link";
import type { Published } from "@/lib/projects/shapes";

type State =
  | { kind: "publishing" }
  | { kind: "done"; published: Published }
  | { kind: "refused" }
  | { kind: "failed" };

/**
 * Opens the publishing link e-mailed with a new project: the token leaves the address bar, the
 * server lists the project (or holds it for review), and the page says which.
 */
export function PublishProject({ rowId, displayId }: { rowId: number; displayId: number }) {
  const t = useTranslations("publish");
  const [state, setState] = useState<State>({ kind: "publishing" });

  useEffect(() => {
    const token = takeTokenFromAddress("token");
    // No token in the address: refused like a wrong one, once the effect has run.
    const published = token
      ? publishProject(rowId, token)
      : Promise.reject(new ApiRequestError("No publishing token in the link", 403));
    published.then(
      (published) => setState({ kind: "done", published }),
      (error: unknown) =>
        setState({ kind: failureKind(error) === "network-error" ? "failed" : "refused" }),
    );
  }, [rowId]);

  if (state.kind === "publishing") {
    return (
      <p role="status" className="text-muted-foreground">
        {t("publishing")}
      </p>
    );
  }
  if (state.kind !== "done") {
    return (
      <section role="alert" className="space-y-3" data-testid="publish-refused">
        <h1 className="text-2xl font-bold">{t(`${state.kind}Title`)}</h1>
        <p>{t(`${state.kind}Body`)}</p>
      </section>
    );
  }
  const held = state.published.listing !== "listed";
  return (
    <section
      className="border-success/40 bg-card space-y-4 rounded-lg border p-6 shadow-sm"
      data-testid="publish-done"
      data-listing={state.published.listing}
    >
      <div className="flex items-start gap-3">
        {held ? (
          <Clock className="text-primary mt-1 size-6 shrink-0" aria-hidden />
        ) : (
          <CheckCircle2 className="text-success mt-1 size-6 shrink-0" aria-hidden />
        )}
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">{t(held ? "heldTitle" : "listedTitle")}</h1>
          <p>{t(held ? "heldBody" : "listedBody")}</p>
          {state.published.matched ? <MatchedCount matched={state.published.matched} /> : null}
        </div>
      </div>
      <Button asChild>
        <Link href={`/project/${displayId}`}>{t("view")}</Link>
      </Button>
    </section>
  );
}
