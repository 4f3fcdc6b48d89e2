"use client";

import type { ComponentProps } from "react";

/**
 * A panel on the browser's own popover (opened by a `popoverTarget` button, closed by Escape or a
 * click outside): no menu library on every page. Links navigate client-side and the header stays
 * mounted, so a click on a link closes the panel.
 */
export function PopoverPanel({ children, ...props }: ComponentProps<"div">) {
  return (
    <div
      popover="auto"
      onClick={(event) => {
        if ((event.target as Element).closest("a")) event.currentTarget.hidePopover();
      }}
      {...props}
    >
      {children}
    </div>
  );
}
