// What a service page shows where: its pictures and serving areas.
import { createTranslator } from "next-intl";

import type { City, Service } from "@/content/types";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import messages from "@/messages/en.json";

const areaName = createTranslator({
  locale: DEFAULT_LOCALE,
  messages,
  namespace: "serviceMeta.areas",
});

/** Services whose hero is a special local image rather than their catalogue heroImage. */
const SPECIAL_HEROES: Record<string, string> = {
  "security-bollards": "/images/hero/security-bollards.svg",
  cleaning: "/images/hero/cleaning.svg",
};

/** Service types' pictures, chosen by the type's name. */
const TYPE_IMAGES: Record<string, string> = {
  "Regular Housekeeping": "/images/service-types/regular-housekeeping.svg",
  "Deep Cleaning Services": "/images/service-types/deep-cleaning-services.svg",
  "Move-In / Move-Out Cleaning": "/images/service-types/move-in-move-out-cleaning.svg",
  "Airbnb / Short-Term Rental Cleaning":
    "/images/service-types/airbnb-short-term-rental-cleaning.svg",
  "Post-Construction Cleanup": "/images/service-types/post-construction-cleanup.svg",
  "Condo & Apartment Cleaning": "/images/service-types/condo-apartment-cleaning.svg",
  "Commercial & Office Cleaning": "/images/service-types/commercial-office-cleaning.svg",
  "Pressure Washing & Parking Lot Cleaning":
    "/images/service-types/pressure-washing-parking-lot-cleaning.svg",
};

export const DEFAULT_TYPE_IMAGE = "/images/hero/default-banner.svg";

export const serviceHeroImage = (service: Service) =>
  SPECIAL_HEROES[service.slug] ?? service.heroImage;

export const serviceTypeImage = (typeName: string) => TYPE_IMAGES[typeName] ?? DEFAULT_TYPE_IMAGE;

/** A city's neighbourhoods, or Downtown, North and South {city} when it lists none. */
export function servingAreas(city: City): string[] {
  return city.keyNeighborhoods?.length
    ? city.keyNeighborhoods
    : (["downtown", "north", "south"] as const).map((part) => areaName(part, { city: city.name }));
}
