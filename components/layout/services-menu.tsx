"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";

export interface ServicesMenuItem {
  href: string;
  label: string;
}

export function ServicesMenu({ label, items }: { label: string; items: ServicesMenuItem[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="hover:bg-muted inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium">
        {label}
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="border-border bg-card text-card-foreground z-50 grid max-h-[70vh] w-[min(36rem,90vw)] grid-cols-1 gap-0.5 overflow-y-auto rounded-lg border p-2 shadow-lg sm:grid-cols-2"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <Link
                href={item.href}
                className="data-[highlighted]:bg-muted rounded-md px-3 py-2 text-sm outline-none"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
