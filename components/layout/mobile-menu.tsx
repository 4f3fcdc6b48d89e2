"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

export interface MobileMenuLink {
  href: string;
  label: string;
}

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
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={openLabel}>
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={closeLabel} aria-describedby={undefined}>
        <SheetTitle className="text-lg font-semibold">{title}</SheetTitle>
        <nav aria-label={title} className="flex flex-col gap-1">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={close}
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
              onClick={close}
              className="hover:bg-muted rounded-md px-3 py-1.5 text-sm"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
