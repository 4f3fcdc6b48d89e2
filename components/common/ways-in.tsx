import { ClipboardList, FolderOpen, Search, Wrench } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** What a page that was not found offers: a search of the services and the main ways in. */
export function WaysIn() {
  const t = useTranslations("waysIn");
  const ways = [
    { href: "/services", label: t("services"), icon: Wrench },
    { href: "/projects", label: t("projects"), icon: FolderOpen },
    { href: "/post-project", label: t("postProject"), icon: ClipboardList },
  ];
  return (
    <>
      <form action="/services" method="get" role="search" className="flex w-full max-w-md gap-2">
        <label htmlFor="ways-in-search" className="sr-only">
          {t("search")}
        </label>
        <Input
          id="ways-in-search"
          type="search"
          name="q"
          placeholder={t("search")}
          className="flex-1"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t("searchButton")}
        </Button>
      </form>
      <nav aria-label={t("heading")} className="w-full">
        <p className="text-muted-foreground mb-3 text-sm">{t("heading")}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {ways.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="border-border bg-card hover:border-primary/50 flex h-full items-center justify-center gap-2 rounded-lg border p-4 text-sm font-medium shadow-sm"
              >
                <Icon className="text-primary size-4" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
