import { ClipboardList, FolderOpen, Search, Wrench } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * An unknown project id: Project Not Found with a search, the main ways into the site and a
 * button to the dashboard.
 */
export default function ProjectNotFound() {
  const t = useTranslations("project");
  const ways = [
    { href: "/services", label: t("browseServices"), icon: Wrench },
    { href: "/projects", label: t("browseProjects"), icon: FolderOpen },
    { href: "/post-project", label: t("postProject"), icon: ClipboardList },
  ];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("notFoundBody")}</p>
      </div>
      <form action="/services" method="get" role="search" className="flex w-full max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("notFoundSearch")}
        </label>
        <Input
          id="not-found-search"
          type="search"
          name="q"
          placeholder={t("notFoundSearch")}
          className="flex-1"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t("notFoundSearchLabel")}
        </Button>
      </form>
      <nav aria-label={t("notFoundWays")} className="w-full">
        <p className="text-muted-foreground mb-3 text-sm">{t("notFoundWays")}</p>
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
      <Button asChild size="lg">
        <Link href="/contractor-dashboard">{t("toDashboard")}</Link>
      </Button>
    </section>
  );
}
