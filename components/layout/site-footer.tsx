import { Hammer } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { services } from "@/content/services";
import { site } from "@/content/site";

const popularServiceSlugs = [
  "plumbing",
  "electrical",
  "hvac",
  "cleaning",
  "renovation",
  "security-bollards",
];

export function SiteFooter() {
  const t = useTranslations("footer");
  const popular = popularServiceSlugs.flatMap((slug) => services.filter((s) => s.slug === slug));
  const company = [
    { href: "/about-us", label: t("aboutUs") },
    { href: "/how-it-works", label: t("howItWorks") },
    { href: "/magazine", label: t("magazine") },
    { href: "/contact", label: t("contact") },
    { href: "/contractor-dashboard", label: t("forContractors") },
    { href: "/pro", label: t("contractorAccount") },
  ];
  // Legal pages are linked with plain anchors: a full page load, not client-side navigation.
  const legal = [
    { href: "/privacy-policy", label: t("privacy") },
    { href: "/terms-of-service", label: t("terms") },
    { href: "/cookie-policy", label: t("cookies") },
    { href: "/accessibility", label: t("accessibility") },
  ];
  return (
    <footer className="border-border bg-muted/50 border-t print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-md">
              <Hammer className="size-4" aria-hidden />
            </span>
            {site.brand}
          </p>
          <p className="text-muted-foreground text-sm">{t("about")}</p>
          <p className="text-muted-foreground text-sm" data-testid="footer-operator">
            {t("operator", { brand: site.brand, address: site.postalAddress })}
          </p>
          <p className="text-sm">
            <a href={site.phoneHref} className="inline-block py-1 hover:underline">
              {site.phone}
            </a>
            <br />
            <a href={`mailto:${site.email}`} className="inline-block py-1 hover:underline">
              {site.email}
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-popular">
          <h2 id="footer-popular" className="mb-3 text-sm font-semibold">
            {t("popularServices")}
          </h2>
          <ul className="space-y-2 text-sm">
            {popular.map((service) => (
              <li key={service.slug}>
                <Link
                  href={`/services/${service.slug}`}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold">
            {t("company")}
          </h2>
          <ul className="space-y-2 text-sm">
            {company.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-border border-t">
        <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>{t("copyright", { year: new Date().getFullYear(), brand: site.brand })}</p>
            <p className="max-w-xl text-xs" data-testid="footer-mail-note">
              {t("mailNote", { brand: site.brand })}
            </p>
          </div>
          <nav aria-label={t("legal")}>
            <ul className="flex flex-wrap gap-4">
              {legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-foreground hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
