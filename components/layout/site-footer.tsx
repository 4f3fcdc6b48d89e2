import { Hammer, Quote, Star } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { messageList } from "@/i18n/message-list";

interface CustomerQuote {
  text: string;
  name: string;
  place: string;
}

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
  const quotes = messageList<CustomerQuote>(t.raw("quotes"));
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
  ];
  return (
    <footer className="border-border bg-muted/50 border-t print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-md">
              <Hammer className="size-4" aria-hidden />
            </span>
            {site.brand}
          </p>
          <p className="text-muted-foreground text-sm">{t("about")}</p>
          <p className="text-sm">
            <a href={site.phoneHref} className="inline-block py-1 hover:underline">
              {site.phone}
            </a>
            <br />
            <a href={`mailto:${site.email}`} className="inline-block py-1 hover:underline">
              {site.email}
            </a>
          </p>
          <div>
            <h2 className="mb-2 text-sm font-semibold">{t("followUs")}</h2>
            <ul className="flex flex-wrap gap-3 text-sm">
              {site.social.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
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
        <section aria-labelledby="footer-quotes">
          <h2 id="footer-quotes" className="mb-3 text-sm font-semibold">
            {t("customersSay")}
          </h2>
          <ul className="space-y-4">
            {quotes.map((quote) => (
              <li key={quote.name} className="text-sm">
                <figure>
                  <blockquote className="text-muted-foreground flex gap-2">
                    <Quote className="text-accent mt-0.5 size-4 shrink-0" aria-hidden />
                    <p>{quote.text}</p>
                  </blockquote>
                  <figcaption className="mt-1 flex items-center gap-1 pl-6 font-medium">
                    <Star className="fill-accent text-accent size-3" aria-hidden />
                    {quote.name}, {quote.place}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-border border-t">
        <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t("copyright", { year: new Date().getFullYear(), brand: site.brand })}</p>
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
