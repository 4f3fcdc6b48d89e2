import { Menu, X } from "lucide-react";

import Link from "@/components/common/link";
import { buttonVariants } from "@/components/ui/button";
import { PopoverPanel } from "./popover-panel";

export interface MobileMenuLink {
  href: string;
  label: string;
}

const PANEL_ID = "mobile-menu";

/** The phone menu: a side panel on the browser's popover, with the links and every category. */
export function MobileMenu({
  openLabel,
  title,
  closeLabel,
  links,
  services,
}: {
  openLabel: string;
  title: string;
  closeLabel: string;
  links: MobileMenuLink[];
  services: { label: string; links: MobileMenuLink[] };
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={openLabel}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })}
      >
        <Menu aria-hidden />
      </button>
      <PopoverPanel
        id={PANEL_ID}
        role="dialog"
        aria-labelledby={`${PANEL_ID}-title`}
        className="border-border bg-card text-card-foreground inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto border-l p-6 shadow-xl backdrop:bg-black/50"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${PANEL_ID}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={closeLabel}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <X aria-hidden />
          </button>
        </div>
        <nav aria-label={title} className="flex flex-col gap-1">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="hover:bg-muted rounded-md px-3 py-2 font-medium"
            >
              {link.label}
            </Link>
          ))}
          <p className="text-muted-foreground mt-3 px-3 text-xs font-semibold tracking-wide uppercase">
            {services.label}
          </p>
          {services.links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="hover:bg-muted rounded-md px-3 py-1.5 text-sm"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </PopoverPanel>
    </>
  );
}
