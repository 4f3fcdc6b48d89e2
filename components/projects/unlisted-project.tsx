"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { checkManageToken, resendPublishLink } from "@/lib/projects/client";
import { toast } from "@/lib/client/toast";
import { postedProject } from "@/lib/projects/project";
import type { OwnerListing } from "@/lib/projects/shapes";
import { toManagedView } from "@/lib/projects/views";
import { PostedProjectActions } from "./project-actions";
import { ProjectDetails } from "./project-details";
import { useManageAccess } from "./use-manage-access";

/**
 * A posted project that is not listed: nothing of it is in the page. Its owner's browser (a manage
 * link opened, or kept) asks for it and shows it with why it is not public; anyone else reads
 * that it is not listed.
 */
export function UnlistedProject({ rowId, displayId }: { rowId: number; displayId: number }) {
  const t = useTranslations("project");
  const access = useManageAccess(rowId);
  const [owned, setOwned] = useState<OwnerListing | null>(null);
  const token = access.state === "manager" ? access.token : null;

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkManageToken(rowId, token).then(
      (answer) => current && setOwned(answer),
      () => current && setOwned(null),
    );
    return () => {
      current = false;
    };
  }, [rowId, token]);

  if (access.state === "checking" || (token && !owned)) {
    return (
      <p role="status" className="text-muted-foreground mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {t("checkingLink")}
      </p>
    );
  }
  if (!token || !owned?.project) {
    return (
      <section
        className="mx-auto max-w-2xl space-y-3 px-4 py-12 text-center sm:py-16"
        data-testid="project-unlisted"
      >
        <h1 className="text-3xl font-bold">{t("unlistedTitle")}</h1>
        <p className="text-muted-foreground">{t("unlistedBody", { id: displayId })}</p>
      </section>
    );
  }
  // Its badge says it is not listed: "Open for proposals" would be untrue until it is.
  const project = { ...postedProject(owned.project), listed: false };
  return (
    <>
      <ListingNotice rowId={rowId} token={token} listing={owned} />
      <ProjectDetails
        project={project}
        actions={<PostedProjectActions project={toManagedView({ ...project, rowId })} />}
      />
    </>
  );
}

/** Why the owner's project is not public, and what happens next. */
function ListingNotice({
  rowId,
  token,
  listing,
}: {
  rowId: number;
  token: string;
  listing: OwnerListing;
}) {
  const t = useTranslations("project.listing");
  const [sending, setSending] = useState(false);
  const reasons = listing.heldReasons.map((reason) => t(`reason.${reason}`));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <div
        role="status"
        className="border-primary/40 bg-muted space-y-2 rounded-lg border p-4"
        data-testid="listing-notice"
        data-listing={listing.listing}
      >
        <h2 className="font-semibold">{t(`${listing.listing}.title`)}</h2>
        <p className="text-sm">{t(`${listing.listing}.body`)}</p>
        {listing.listing !== "unconfirmed" && reasons.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        {listing.decision?.reason ? (
          <p className="text-sm">{t("decisionReason", { reason: listing.decision.reason })}</p>
        ) : null}
        {listing.listing === "unconfirmed" ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={sending}
            onClick={async () => {
              setSending(true);
              try {
                const { emailed } = await resendPublishLink(rowId, token);
                if (emailed) toast.success(t("resent"));
                else toast.error(t("notResent"));
              } catch (error) {
                toast.error(error instanceof Error ? error.message : t("notResent"));
              } finally {
                setSending(false);
              }
            }}
          >
            {sending ? t("resending") : t("resend")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
