import { ChevronDown } from "lucide-react";

import { PopoverPanel } from "./popover-panel";

import Link from "@/components/common/link";

export interface ServicesMenuItem {
  href: string;
  label: string;
}

const PANEL_ID = "services-menu";

/** The header's Services menu: every category, in a popover under the header. */
export function ServicesMenu({ label, items }: { label: string; items: ServicesMenuItem[] }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="hover:bg-muted inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium"
      >
        {label}
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {/* A labelled div needs a role (W3C Nu); the mobile menu's panel is a dialog too. */}
      <PopoverPanel
        id={PANEL_ID}
        role="dialog"
        aria-label={label}
        className="border-border bg-card text-card-foreground inset-x-0 top-16 bottom-auto mx-auto my-0 max-h-[70vh] w-[min(36rem,90vw)] overflow-y-auto rounded-lg border p-2 shadow-lg"
      >
        <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="hover:bg-muted focus-visible:bg-muted block rounded-md px-3 py-2 text-sm"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </>
  );
}
