import type { ComponentProps } from "react";

type LinkProps = ComponentProps<"a"> & { href: string };

/**
 * A link to one of the site's pages: a plain anchor that `LinkNavigation` (mounted once for the
 * whole document) follows in place and fetches ahead when a person shows the intent to follow it
 * (pointer over it, a finger on it, keyboard focus). A catalogue page shows dozens of links; one
 * React component each cost a phone's main thread more than all of them as anchors
 * (docs/performance.md). Without JavaScript it is an ordinary link.
 */
export default function Link(props: LinkProps) {
  return <a data-client-nav="" {...props} />;
}
