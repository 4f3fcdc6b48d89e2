import { Hammer, Mail } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Button } from "@/components/ui/button";
import { categories } from "@/content/categories";
import { categoryHref } from "@/content/lookups";
import { BackButton } from "./back-button";
import { MobileMenu } from "./mobile-menu";
import { mainNav } from "./nav-links";
import { ServicesMenu } from "./services-menu";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const t = useTranslations("nav");
  const common = useTranslations("common");
  const links = mainNav.map((item) => ({ href: item.href, label: t(item.key) }));
  const serviceLinks = [
    { href: "/services", label: t("allServices") },
    ...categories.map((category) => ({ href: categoryHref(category), label: category.name })),
  ];
  return (
    <header className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-md">
            <Hammer className="size-4" aria-hidden />
          </span>
          {common("brand")}
        </Link>
        <BackButton label={common("back")} />
        <nav aria-label={t("mainNavigation")} className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium"
            >
              {link.label}
            </Link>
          ))}
          <ServicesMenu label={t("services")} items={serviceLinks} />
          <Link
            href="/contractor-dashboard"
            className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium"
          >
            {t("forContractors")}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle toLight={t("toLight")} toDark={t("toDark")} />
          <Button asChild variant="ghost" size="icon">
            <Link href="/contact" aria-label={t("contactIcon")} title={t("contactIcon")}>
              <Mail aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="accent" size="sm" className="max-sm:hidden">
            <Link href="/post-project">{t("getQuote")}</Link>
          </Button>
          <MobileMenu
            openLabel={t("openMenu")}
            title={t("menuTitle")}
            closeLabel={common("close")}
            links={[
              ...links,
              { href: "/contractor-dashboard", label: t("forContractors") },
              { href: "/post-project", label: t("getQuote") },
            ]}
            services={{ label: t("services"), links: serviceLinks }}
          />
        </div>
      </div>
    </header>
  );
}
