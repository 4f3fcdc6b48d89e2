"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that fetches its page when a person shows the intent to follow it (pointer over it,
 * a finger on it, keyboard focus) instead of as soon as it scrolls into view. A catalogue page
 * shows dozens of links; fetching them all right after load kept a phone's main thread busy for
 * nothing (docs/performance.md). A press still finds its page fetched or on the way.
 */
export default function Link({ href, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
