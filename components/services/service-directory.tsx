"use client";

import { Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldValue, useValueBeforeHydration } from "@/lib/client/use-value-before-hydration";
import { matchesQuery } from "@/lib/filters";
import { DirectoryCityProvider } from "./directory-city";

export interface FilterableItem {
  key: string;
  /** The texts the query is matched against, each on its own (name, description, key services). */
  fields: string[];
  node: ReactNode;
}

interface Labels {
  serviceSearch: string;
  serviceSearchPlaceholder: string;
  locationSearch: string;
  locationSearchPlaceholder: string;
  searchButton: string;
  availableTitle: string;
  /** "Available Services in {city}" with the placeholder left in. */
  availableInCity: string;
  locationsTitle: string;
  noServices: string;
  noLocations: string;
}

/** The city a location query names exactly, by name or slug ("Richmond Hill", "richmond-hill"). */
export function namedCity<T extends { name: string; slug: string }>(
  cities: T[],
  query: string,
): T | undefined {
  const needle = query.trim().toLowerCase();
  return needle
    ? cities.find((city) => city.name.toLowerCase() === needle || city.slug === needle)
    : undefined;
}

/** Keeps the filters in the address bar so a filtered directory can be shared. */
function writeQuery(service: string, location: string, writtenRef: RefObject<string | null>) {
  const params = new URLSearchParams();
  if (service) params.set("q", service);
  if (location) params.set("location", location);
  const query = params.toString();
  writtenRef.current = query;
  window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
}

/**
 * Applies the address bar's filters once the page is hydrated and whenever a link changes them
 * (View All Services links to this same page), but not the ones the inputs wrote there.
 * It renders nothing; its Suspense boundary keeps the prerendered cards in the HTML.
 */
function QuerySync({
  writtenRef,
  onQuery,
}: {
  writtenRef: RefObject<string | null>;
  onQuery: (service: string, location: string) => void;
}) {
  const params = useSearchParams();
  const query = params.toString();
  const mounted = useRef(false);
  useEffect(() => {
    // Words typed before the page's scripts ran were written to the address before this mounted
    // (its Suspense boundary hydrates later): they win over the address the page was opened with.
    const typedFirst = !mounted.current && writtenRef.current !== null;
    mounted.current = true;
    if (typedFirst || query === writtenRef.current) return;
    writtenRef.current = query;
    const current = new URLSearchParams(query);
    onQuery(current.get("q") ?? "", current.get("location") ?? "");
  }, [query, writtenRef, onQuery]);
  return null;
}

/**
 * The services directory: two live filters over server-rendered cards. Services match on name,
 * description or any key service; locations on their name. When the location filter names one
 * city exactly, the service cards lead to that city's pages.
 */
export function ServiceDirectory({
  services,
  locations,
  cities,
  labels,
  hero,
}: {
  services: FilterableItem[];
  locations: FilterableItem[];
  cities: { name: string; slug: string }[];
  labels: Labels;
  hero: ReactNode;
}) {
  const [service, setService] = useState("");
  const [location, setLocation] = useState("");
  const writtenRef = useRef<string | null>(null);
  // Words typed while the page was still loading its scripts: the cards and the address follow
  // what the boxes show.
  const serviceInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const writeBoxes = () =>
    writeQuery(serviceInput.current?.value ?? "", locationInput.current?.value ?? "", writtenRef);
  useValueBeforeHydration(serviceInput, fieldValue, service, (typed) => {
    setService(typed);
    writeBoxes();
  });
  useValueBeforeHydration(locationInput, fieldValue, location, (typed) => {
    setLocation(typed);
    writeBoxes();
  });
  // View All Services links here with a city slug, shown as the city's name.
  const applyQuery = useCallback(
    (query: string, place: string) => {
      setService(query);
      setLocation(namedCity(cities, place)?.name ?? place.replace(/-/g, " "));
    },
    [cities],
  );
  const shownServices = services.filter((item) => matchesQuery(item.fields, service));
  const shownLocations = locations.filter((item) => matchesQuery(item.fields, location));
  const city = namedCity(cities, location);
  return (
    <>
      <Suspense fallback={null}>
        <QuerySync writtenRef={writtenRef} onQuery={applyQuery} />
      </Suspense>
      <section className="border-border bg-secondary/60 border-b">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          {hero}
          <form
            role="search"
            className="border-border bg-card mt-8 grid gap-4 rounded-lg border p-4 shadow-sm md:grid-cols-[1fr_1fr_auto] md:items-end"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="space-y-1.5">
              <Label htmlFor="service-search">{labels.serviceSearch}</Label>
              <Input
                ref={serviceInput}
                id="service-search"
                type="search"
                value={service}
                placeholder={labels.serviceSearchPlaceholder}
                onChange={(event) => {
                  setService(event.target.value);
                  writeQuery(event.target.value, location, writtenRef);
                }}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="location-search">{labels.locationSearch}</Label>
              <Input
                ref={locationInput}
                id="location-search"
                type="search"
                value={location}
                placeholder={labels.locationSearchPlaceholder}
                onChange={(event) => {
                  setLocation(event.target.value);
                  writeQuery(service, event.target.value, writtenRef);
                }}
              />
            </div>
            <Button type="submit" size="lg">
              <Search aria-hidden />
              {labels.searchButton}
            </Button>
          </form>
        </div>
      </section>

      <section
        aria-labelledby="available-services"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      >
        <h2 id="available-services" className="text-3xl font-bold tracking-tight">
          {city ? labels.availableInCity.replace("{city}", city.name) : labels.availableTitle}
        </h2>
        {shownServices.length === 0 ? (
          <p className="text-muted-foreground mt-6" role="status">
            {labels.noServices}
          </p>
        ) : (
          <DirectoryCityProvider city={city?.slug ?? null}>
            <ul
              className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="service-cards"
            >
              {shownServices.map((item) => (
                <li key={item.key} className="flex">
                  {item.node}
                </li>
              ))}
            </ul>
          </DirectoryCityProvider>
        )}
      </section>

      <section aria-labelledby="service-locations" className="bg-muted/50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="service-locations" className="text-3xl font-bold tracking-tight">
            {labels.locationsTitle}
          </h2>
          {shownLocations.length === 0 ? (
            <p className="text-muted-foreground mt-6" role="status">
              {labels.noLocations}
            </p>
          ) : (
            <ul
              className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              data-testid="location-cards"
            >
              {shownLocations.map((item) => (
                <li key={item.key} className="flex">
                  {item.node}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
