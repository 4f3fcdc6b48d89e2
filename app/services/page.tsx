import Link from "next/link";
import { useTranslations } from "next-intl";

import { JsonLd } from "@/components/seo/json-ld";
import { LocationCard } from "@/components/services/location-card";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceDirectory } from "@/components/services/service-directory";
import { Button } from "@/components/ui/button";
import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { itemListJsonLd, pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("services", "/services");

export default function ServicesPage() {
  const t = useTranslations("directory");
  const byRank = [...services].sort((a, b) => a.popularityRank - b.popularityRank);
  const labels = {
    serviceSearch: t("serviceSearch"),
    serviceSearchPlaceholder: t("serviceSearchPlaceholder"),
    locationSearch: t("locationSearch"),
    locationSearchPlaceholder: t("locationSearchPlaceholder"),
    searchButton: t("searchButton"),
    availableTitle: t("availableTitle"),
    locationsTitle: t("locationsTitle"),
    noServices: t("noServices"),
    noLocations: t("noLocations"),
  };
  const hero = (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight">{t("heroTitle")}</h1>
      <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{t("heroBody")}</p>
    </>
  );
  const serviceItems = byRank.map((service) => ({
    key: service.slug,
    text: [service.name, service.description, ...service.keyServices].join(" ").toLowerCase(),
    node: <ServiceCard service={service} />,
  }));
  const locationItems = cities.map((city) => ({
    key: city.slug,
    text: city.name.toLowerCase(),
    node: <LocationCard city={city} services={byRank} />,
  }));
  return (
    <>
      <JsonLd
        data={itemListJsonLd(
          "Services",
          byRank.map((service) => ({ name: service.name, path: `/services/${service.slug}` })),
        )}
      />
      <ServiceDirectory
        services={serviceItems}
        locations={locationItems}
        labels={labels}
        hero={hero}
      />
      <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <div className="bg-primary text-primary-foreground rounded-xl px-6 py-10 text-center">
          <h2 className="text-3xl font-bold tracking-tight">{t("bannerTitle")}</h2>
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
