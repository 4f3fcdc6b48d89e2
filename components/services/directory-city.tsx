"use client";

import { createContext, useContext, type ReactNode } from "react";

import Link from "@/components/common/link";

/** The city the directory's location filter names exactly, if any. */
const DirectoryCityContext = createContext<string | null>(null);

export function DirectoryCityProvider({
  city,
  children,
}: {
  city: string | null;
  children: ReactNode;
}) {
  return <DirectoryCityContext value={city}>{children}</DirectoryCityContext>;
}

/**
 * A service card's link: the Ontario-wide page, or the city's page while the location filter
 * names a city (as View All Services on a location card does).
 */
export function ServiceCardLink({
  slug,
  className,
  children,
}: {
  slug: string;
  className?: string;
  children: ReactNode;
}) {
  const city = useContext(DirectoryCityContext);
  return (
    <Link href={city ? `/services/${slug}/${city}` : `/services/${slug}`} className={className}>
      {children}
    </Link>
  );
}
