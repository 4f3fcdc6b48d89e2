"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { PrivateLinkStatus } from "@/components/common/private-link-status";
import { QueryProvider } from "@/components/providers/query-provider";
import { fetchTrackedProposal } from "@/lib/proposals/client";
import {
  forgetTrackingToken,
  getTrackingToken,
  saveTrackingToken,
} from "@/lib/client/manage-tokens";
import { usePrivateLinkResource } from "@/lib/client/use-private-link-resource";
import { TrackedProposalView } from "./tracked-proposal-view";

/** What a contractor sees through a proposal's private tracking link. */
export function ProposalTracker({ proposalId }: { proposalId: number }) {
  return (
    <QueryProvider>
      <TrackerLoader proposalId={proposalId} />
    </QueryProvider>
  );
}

/**
 * The tracking link's token (`#track=`, taken out of the address bar), else the one this browser
 * kept. A token that works is kept; a kept one the server refuses is dropped; one the server
 * could not check is kept for the retry when none was.
 */
function TrackerLoader({ proposalId }: { proposalId: number }) {
  const t = useTranslations("tracker");
  // The reminder's renewal link (`#track=…&renew`), read before the fragment leaves the address.
  const [renew] = useState(
    () =>
      typeof window !== "undefined" &&
      new URLSearchParams(window.location.hash.slice(1)).has("renew"),
  );
  const state = usePrivateLinkResource({
    fragmentKey: "track",
    id: proposalId,
    store: {
      read: () => getTrackingToken(proposalId),
      save: (token) => saveTrackingToken(proposalId, token),
      forget: () => forgetTrackingToken(proposalId),
      keepUnchecked: true,
    },
    fetchWith: (token) => fetchTrackedProposal(proposalId, token),
  });
  if (state.status !== "ready") {
    const text = {
      loading: t("loading"),
      invalid: t("invalid"),
      loadError: t("loadError"),
      retry: t("retry"),
    };
    return <PrivateLinkStatus state={state} text={text} invalidTestId="tracking-invalid" />;
  }
  return (
    <div className="space-y-6">
      {state.linkRefused ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-lg border p-4 text-sm"
          data-testid="tracking-link-refused"
        >
          {t("invalidLinkKept")}
        </p>
      ) : null}
      <TrackedProposalView
        tracked={state.resource}
        token={state.token}
        renew={renew}
        onChange={state.setResource}
      />
    </div>
  );
}
