import {
  BadgeCheck,
  ChevronRight,
  ClipboardList,
  Clock,
  DollarSign,
  MapPin,
  Search,
} from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";

import { Artwork } from "@/components/common/artwork";
import { CatalogueIcon, catalogueIcons } from "@/components/common/catalogue-icon";
import Link from "@/components/common/link";
import { ProjectGrid } from "@/components/projects/project-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cities } from "@/content/cities";
import { getService } from "@/content/lookups";
import { projectsForService, projectsForServiceInCity } from "@/content/related";
import { tradeForService, tradeProjects } from "@/content/trades";
import type { City, Service } from "@/content/types";
import { messageList } from "@/i18n/message-list";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo";
import { serviceHeroImage, servingAreas, serviceTypeImage } from "@/lib/service-page";
import { cn } from "@/lib/utils";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";
import { CALL_TO_ACTION_PANEL } from "@/components/common/call-to-action";
import { TopicLinks } from "./topic-links";

export function ServiceDetail({ service, city }: { service: Service; city?: City }) {
  const t = useTranslations("service");
  const common = useTranslations("common");
  const place = city?.name ?? t("ontario");
  const crumbs = [
    { name: t("home"), path: "/" },
    { name: t("services"), path: "/services" },
    { name: service.name, path: `/services/${service.slug}` },
    ...(city
      ? [{ name: `${city.name}, ${city.province}`, path: `/services/${service.slug}/${city.slug}` }]
      : []),
  ];
  const areas = city ? servingAreas(city) : null;
  // Every service's four steps run one course: assess, plan and quote, do the work, check and
  // hand over. A picture per stage says so; the trade's own tool marks the work itself.
  const stepIcons = [Search, ClipboardList, catalogueIcons[service.icon], BadgeCheck];
  // A city page shows only work done in that city; the Ontario page shows the service's projects.
  const related = city
    ? projectsForServiceInCity(service.slug, city)
    : projectsForService(service.slug);
  // "See all" leads to the trade page (the searchable list) or, from a city page without one, to
  // the Ontario page's list; with the number of projects that page shows.
  const trade = tradeForService(service.slug);
  const allProjects = trade
    ? { href: trade.path, count: tradeProjects(trade).length }
    : city
      ? {
          href: `/services/${service.slug}#recent`,
          count: projectsForService(service.slug, Number.POSITIVE_INFINITY).length,
        }
      : null;
  const seeAlso = service.seeAlso ? getService(service.seeAlso.slug) : undefined;
  const why = messageList<{ title: string; body: string }>(t.raw("why"));
  const considerations = [
    { title: t("climate"), items: service.localConsiderations.climateFactors },
    { title: t("regulations"), items: service.localConsiderations.regulations },
    { title: t("materials"), items: service.localConsiderations.popularMaterials },
    { title: t("challenges"), items: service.localConsiderations.challenges },
  ];
  return (
    <>
      <JsonLd data={serviceJsonLd(service, city)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label={t("breadcrumb")} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight className="size-4" aria-hidden /> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-foreground font-medium">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="hover:text-foreground hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <div className="space-y-5">
          <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
            <CatalogueIcon name={service.icon} className="size-6" />
          </span>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance">
            {city ? t("heroCityTitle", { service: service.name, city: city.name }) : service.name}
          </h1>
          <p className="text-lg font-medium">
            {city
              ? t("heroCitySubtitle", { service: service.name.toLowerCase(), city: city.name })
              : t("heroOntarioSubtitle", { service: service.name.toLowerCase() })}
          </p>
          <p className="text-muted-foreground">{service.detailedDescription}</p>
          {service.seeAlso && seeAlso ? (
            <p className="text-sm">
              {service.seeAlso.when}{" "}
              <Link
                href={city ? `/services/${seeAlso.slug}/${city.slug}` : `/services/${seeAlso.slug}`}
                className="text-primary font-semibold underline-offset-4 hover:underline"
              >
                {t("seeAlso", { name: seeAlso.name })}
              </Link>
            </p>
          ) : null}
          <ul className="flex flex-wrap gap-2" aria-label={service.name}>
            <li>
              <Badge>
                <BadgeCheck aria-hidden />
                {t("professionalService")}
              </Badge>
            </li>
            <li>
              <Badge variant="secondary">
                <Clock aria-hidden />
                {service.averageTimeframe}
              </Badge>
            </li>
            {service.certificationRequired ? (
              <li>
                <Badge variant="accent">{t("licensed")}</Badge>
              </li>
            ) : null}
            {service.emergencyAvailable ? (
              <li>
                <Badge variant="outline">{t("emergency")}</Badge>
              </li>
            ) : null}
          </ul>
          {city ? (
            <p className="text-primary flex items-center gap-2 text-lg font-semibold">
              <DollarSign className="size-5" aria-hidden />
              {t("startingFrom", { low: city.averagePricing.low })}
            </p>
          ) : null}
          <Button asChild size="lg" variant="accent" data-testid="hero-quote">
            <Link href="/post-project">{common("getFreeQuote")}</Link>
          </Button>
          {areas ? (
            <div>
              <h2 id="serving-areas" className="text-sm font-semibold">
                {t("servingAreas")}
              </h2>
              <ul aria-labelledby="serving-areas" className="mt-2 flex flex-wrap gap-2">
                {areas.map((area) => (
                  <li key={area}>
                    <Badge variant="outline">
                      <MapPin aria-hidden />
                      {area}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <Image
          src={serviceHeroImage(service)}
          alt=""
          width={1200}
          height={800}
          unoptimized
          className="w-full rounded-xl shadow-lg"
        />
      </section>

      {service.serviceTypes ? (
        <section aria-labelledby="service-types" className="bg-muted/50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="service-types" className="text-3xl font-bold tracking-tight">
              {t("typesTitle", { name: service.name })}
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {service.serviceTypes.map((type, index) => (
                <li
                  key={type.name}
                  className="border-border bg-card overflow-hidden rounded-lg border shadow-sm"
                >
                  <Image
                    src={serviceTypeImage(type.name)}
                    alt=""
                    width={1200}
                    height={800}
                    unoptimized
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="p-5">
                    <p className="text-primary text-sm font-semibold">
                      {String(index + 1).padStart(2, "0")}
                    </p>
                    <h3 className="mt-1 text-lg font-semibold">{type.name}</h3>
                    <p className="text-muted-foreground mt-2 text-sm">{type.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : (
        <section aria-labelledby="process" className="bg-muted/50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="process" className="text-3xl font-bold tracking-tight">
              {t("processTitle", { name: service.name })}
            </h2>
            <ol className="mt-10 space-y-12">
              {service.keyServices.map((step, index) => (
                <li key={step} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
                  <Artwork
                    icon={stepIcons[index % stepIcons.length]!}
                    className={cn(
                      "border-border aspect-[5/2] w-full rounded-lg border shadow-sm md:aspect-[2/1]",
                      index % 2 === 1 && "md:order-2",
                    )}
                    data-testid="step-artwork"
                  />
                  <div>
                    <h3 className="text-2xl font-semibold">
                      {t("step", { number: index + 1, step })}
                    </h3>
                    <p className="text-muted-foreground mt-3">
                      {service.stepDescriptions[index] ??
                        t("genericStep", { step: step.toLowerCase() })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

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

      {city ? <CityFacts city={city} /> : null}

      <section aria-labelledby="local" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="local" className="text-3xl font-bold tracking-tight">
            {city ? t("ontarioWideTitle", { service: service.name }) : t("localTitle", { place })}
          </h2>
          {city ? <p className="text-muted-foreground mt-2">{t("ontarioWideBody")}</p> : null}
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {considerations.map((group) => (
              <div
                key={group.title}
                className="border-border bg-card rounded-lg border p-5 shadow-sm"
              >
                <h3 className="font-semibold">{group.title}</h3>
                <ul className="text-muted-foreground mt-3 list-disc space-y-2 pl-5 text-sm">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <h3 className="mt-10 font-semibold">{t("commonProjects")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {service.commonProjects.map((project) => (
              <li key={project}>
                <Badge variant="secondary">{project}</Badge>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 font-semibold">{t("otherCities", { service: service.name })}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {cities
              .filter((other) => other.slug !== city?.slug)
              .map((other) => (
                <li key={other.slug}>
                  <Link
                    href={`/services/${service.slug}/${other.slug}`}
                    className="border-border hover:bg-card inline-block rounded-full border px-3 py-1 text-sm"
                  >
                    {other.name}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      </section>

      {related.length > 0 || (city && allProjects && allProjects.count > 0) ? (
        <section aria-labelledby="recent" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="recent" className="text-3xl font-bold tracking-tight">
            {city
              ? t("recentCityTitle", { name: service.name, city: city.name })
              : t("recentTitle", { name: service.name })}
          </h2>
          {related.length > 0 ? (
            <div className="mt-8">
              <ProjectGrid
                projects={related.map((sample) => toCardView(completedProject(sample)))}
              />
            </div>
          ) : city ? (
            <p className="text-muted-foreground mt-4" data-testid="no-city-projects">
              {t("noCityProjects", { service: service.name, city: city.name })}
            </p>
          ) : null}
          {allProjects && allProjects.count > 0 ? (
            <p className="mt-6">
              <Link
                href={allProjects.href}
                className="text-primary font-semibold underline-offset-4 hover:underline"
              >
                {t("allServiceProjects", { count: allProjects.count, service: service.name })}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      <TopicLinks serviceSlug={service.slug} current="service" />

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
              <Link href="/post-project">{common("getFreeQuote")}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/contact">{common("contactUs")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** What is true of one city: its housing, its permit office, its own programmes and rules. */
function CityFacts({ city }: { city: City }) {
  const t = useTranslations("service");
  return (
    <section aria-labelledby="city-facts" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="city-facts" className="text-3xl font-bold tracking-tight">
        {t("cityTitle", { city: city.name })}
      </h2>
      <p className="text-muted-foreground mt-4 max-w-4xl">{city.marketDescription}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="border-border bg-card rounded-lg border p-5 shadow-sm">
          <h3 className="font-semibold">{t("permitOffice", { city: city.name })}</h3>
          <p className="mt-3 text-sm font-medium" data-testid="permit-office">
            {city.permitOffice.name}
          </p>
          <p className="text-muted-foreground mt-1 text-sm">{city.permitOffice.address}</p>
          {city.programmes.length > 0 ? (
            <>
              <h3 className="mt-5 font-semibold">{t("cityProgrammes")}</h3>
              <ul className="text-muted-foreground mt-3 list-disc space-y-2 pl-5 text-sm">
                {city.programmes.map((programme) => (
                  <li key={programme}>{programme}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="border-border bg-card rounded-lg border p-5 shadow-sm lg:col-span-2">
          <h3 className="font-semibold">{t("cityRules")}</h3>
          <ul className="text-muted-foreground mt-3 list-disc space-y-2 pl-5 text-sm">
            {city.localInsights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
