import { BadgeCheck } from "lucide-react";
import { useTranslations } from "next-intl";

import { CategoryArtwork } from "@/components/common/artwork";
import { CALL_TO_ACTION_PANEL } from "@/components/common/call-to-action";
import Link from "@/components/common/link";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { licenceFor } from "@/content/licences";
import type { City, Service } from "@/content/types";
import { ClientMessages } from "@/i18n/client-messages";
import { messageList } from "@/i18n/message-list";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo";
import { quoteHref } from "@/lib/projects/quote-link";
import { cityProjectsQuery } from "@/lib/projects/service-listing";
import { cn } from "@/lib/utils";
import { CityFacts } from "./city-facts";
import { ServiceBreadcrumb } from "./service-breadcrumb";
import { ServiceCityProjects } from "./service-city-projects";
import { ServiceHero } from "./service-hero";
import { ServiceLicence } from "./service-licence";
import { ServiceLocalKnowledge } from "./service-local-knowledge";
import { ServiceRecentProjects } from "./service-recent-projects";
import { ServiceSteps } from "./service-steps";
import { TopicLinks } from "./topic-links";

/** A service's page, for Ontario or for one city. */
export function ServiceDetail({ service, city }: { service: Service; city?: City }) {
  const t = useTranslations("service");
  const place = city?.name ?? t("ontario");
  const licence = licenceFor(service.slug);
  const cityProjects = city ? cityProjectsQuery(service, city) : undefined;
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("services"), path: "/services" },
    { name: service.name, path: `/services/${service.slug}` },
    ...(city
      ? [
          {
            name: t("cityCrumb", { city: city.name, province: city.province }),
            path: `/services/${service.slug}/${city.slug}`,
          },
        ]
      : []),
  ];
  return (
    <>
      <JsonLd data={serviceJsonLd(service, city)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ServiceBreadcrumb crumbs={crumbs} />
      <ServiceHero service={service} city={city} />
      {licence ? <ServiceLicence requirement={licence} /> : null}
      <ServiceSteps service={service} />
      <ServiceWhy service={service} />
      {city ? <CityFacts city={city} /> : null}
      <ServiceLocalKnowledge service={service} city={city} place={place} />
      {/* Homeowners' open projects of this service here, before the examples (docs/decisions/0002-trade-pages-and-city-projects.md). */}
      {city && cityProjects ? (
        <ClientMessages namespaces={["projectGrid"]}>
          <ServiceCityProjects
            query={cityProjects}
            title={t("cityProjectsTitle", { name: service.name, city: city.name })}
            note={t("cityProjectsNote", { city: city.name })}
            artwork={<CategoryArtwork category={cityProjects.category} className="size-full" />}
          />
        </ClientMessages>
      ) : null}
      <ServiceRecentProjects service={service} city={city} />
      <TopicLinks serviceSlug={service.slug} current="service" />
      <ServiceCallToAction service={service} city={city} place={place} />
    </>
  );
}

/** Why book this service through the site: four cards. */
function ServiceWhy({ service }: { service: Service }) {
  const t = useTranslations("service");
  const why = messageList<{ title: string; body: string }>(t.raw("why"));
  return (
    <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="why" className="text-3xl font-bold tracking-tight">
        {t("whyTitle", { name: service.name })}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {why.map((card) => (
          <li key={card.title} className="border-border bg-card rounded-lg border p-6 shadow-sm">
            <BadgeCheck className="text-primary size-8" aria-hidden />
            <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{card.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's last word: ask for quotes or get in touch. */
function ServiceCallToAction({
  service,
  city,
  place,
}: {
  service: Service;
  city?: City;
  place: string;
}) {
  const t = useTranslations("service");
  const common = useTranslations("common");
  return (
    <section aria-labelledby="get-started" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
      <div className={cn(CALL_TO_ACTION_PANEL, "text-center")}>
        <h2 id="get-started" className="text-3xl font-bold tracking-tight">
          {t("ctaTitle")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-90">
          {t("ctaBody", { service: service.name.toLowerCase(), place })}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link href={quoteHref(service, city)}>{common("getFreeQuote")}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link href="/contact">{common("contactUs")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
