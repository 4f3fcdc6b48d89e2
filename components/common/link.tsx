"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * A link to one of the site's pages: Next's `<Link>`, which fetches the page ahead only once a
 * person shows the intent to follow it (pointer over it, a finger on it, keyboard focus), as
 * Next's prefetching guide shows it ("Hover-triggered prefetch"). A catalogue page shows dozens
 * of links: fetching each one's page when it scrolls into view would spend a phone's connection
 * on pages nobody opens.
 */
export default function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      // null: Next's default prefetch, from the moment the link is wanted; false until then.
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
