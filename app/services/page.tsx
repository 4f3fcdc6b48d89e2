import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { JsonLd } from "@/components/seo/json-ld";
import { LocationCard } from "@/components/services/location-card";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceDirectory } from "@/components/services/service-directory";
import { Button } from "@/components/ui/button";
import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { breadcrumbJsonLd, itemListJsonLd, pageMetadata } from "@/lib/seo";
import { CALL_TO_ACTION_PANEL } from "@/components/common/call-to-action";
import { cn } from "@/lib/utils";

export const generateMetadata = () =>
  pageMetadata("services", "/services", { image: "/services/opengraph-image" });

export default function ServicesPage() {
  const t = useTranslations("directory");
  const seo = useTranslations("seo");
  const byRank = [...services].sort((a, b) => a.popularityRank - b.popularityRank);
  const labels = {
    serviceSearch: t("serviceSearch"),
    serviceSearchPlaceholder: t("serviceSearchPlaceholder"),
    locationSearch: t("locationSearch"),
    locationSearchPlaceholder: t("locationSearchPlaceholder"),
    searchButton: t("searchButton"),
    availableTitle: t("availableTitle"),
    // The page fills in the city as a visitor types; "{city}" stays in the text for it.
    availableInCity: t("availableInCity", { city: "{city}" }),
    locationsTitle: t("locationsTitle"),
    noServices: t("noServices"),
    noLocations: t("noLocations"),
  };
  const hero = (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight">{t("heroTitle")}</h1>
      <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{t("heroBody")}</p>
      <p className="text-muted-foreground mt-2 max-w-3xl text-sm">{t("rankNote")}</p>
    </>
  );
  const serviceItems = byRank.map((service) => ({
    key: service.slug,
    fields: [service.name, service.description, ...service.keyServices],
    node: <ServiceCard service={service} />,
  }));
  const locationItems = cities.map((city) => ({
    key: city.slug,
    // A neighbourhood the card lists (Port Credit, Leslieville) finds its city too.
    fields: [city.name, ...(city.keyNeighborhoods ?? [])],
    node: <LocationCard city={city} services={byRank} />,
  }));
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: seo("home"), path: "/" },
          { name: seo("services"), path: "/services" },
        ])}
      />
      <JsonLd
        data={itemListJsonLd(
          seo("services"),
          byRank.map((service) => ({ name: service.name, path: `/services/${service.slug}` })),
        )}
      />
      <ServiceDirectory
        services={serviceItems}
        locations={locationItems}
        cities={cities.map(({ name, slug }) => ({ name, slug }))}
        labels={labels}
        hero={hero}
      />
      <section aria-labelledby="directory-banner" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className={cn(CALL_TO_ACTION_PANEL, "text-center")}>
          <h2 id="directory-banner" className="text-3xl font-bold tracking-tight">
            {t("bannerTitle")}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">{t("bannerBody")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="accent">
              <Link href="/post-project">{t("postProject")}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/contact">{t("contactUs")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
