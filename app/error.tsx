"use client";

import dynamic from "next/dynamic";

// A page that failed while rendering (the database unreachable, say) shows the site's own page,
// inside the header and footer, with a way to try again. Its view (and the message formatter it
// uses) loads only when a page fails, not with every page.
const ErrorView = dynamic(() => import("@/components/common/error-view"));

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorView reset={reset} />;
}
