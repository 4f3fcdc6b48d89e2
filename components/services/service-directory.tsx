"use client";

import { Search } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface FilterableItem {
  key: string;
  /** Lowercased text the query is matched against. */
  text: string;
  node: ReactNode;
}

interface Labels {
  serviceSearch: string;
  serviceSearchPlaceholder: string;
  locationSearch: string;
  locationSearchPlaceholder: string;
  searchButton: string;
  availableTitle: string;
  locationsTitle: string;
  noServices: string;
  noLocations: string;
}

const matches = (item: FilterableItem, query: string) =>
  item.text.includes(query.trim().toLowerCase());

/** Keeps the filters in the address bar so a filtered directory can be shared. */
function writeQuery(service: string, location: string) {
  const params = new URLSearchParams();
  if (service) params.set("q", service);
  if (location) params.set("location", location);
  const query = params.toString();
  window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
}

/**
 * The services directory: two live filters over server-rendered cards. Services match on name,
 * description or any key service; locations on their name (SPEC section 2).
 */
export function ServiceDirectory({
  services,
  locations,
  labels,
  hero,
}: {
  services: FilterableItem[];
  locations: FilterableItem[];
  labels: Labels;
  hero: ReactNode;
}) {
  const [service, setService] = useState("");
  const [location, setLocation] = useState("");
  // The page is prerendered with every card; filters from the address bar apply once it loads.
  // View All Services links here with a city slug, shown as the city's name.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    /* eslint-disable react-hooks/set-state-in-effect -- reading the URL once after hydration */
    setService(params.get("q") ?? "");
    setLocation((params.get("location") ?? "").replace(/-/g, " "));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);
  const shownServices = services.filter((item) => matches(item, service));
  const shownLocations = locations.filter((item) => matches(item, location));
  return (
    <>
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
                id="service-search"
                type="search"
                value={service}
                placeholder={labels.serviceSearchPlaceholder}
                onChange={(event) => {
                  setService(event.target.value);
                  writeQuery(event.target.value, location);
                }}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="location-search">{labels.locationSearch}</Label>
              <Input
                id="location-search"
                type="search"
                value={location}
                placeholder={labels.locationSearchPlaceholder}
                onChange={(event) => {
                  setLocation(event.target.value);
                  writeQuery(service, event.target.value);
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
          {labels.availableTitle}
        </h2>
        {shownServices.length === 0 ? (
          <p className="text-muted-foreground mt-6" role="status">
            {labels.noServices}
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
            {shownServices.map((item) => (
              <li key={item.key} className="flex">
                {item.node}
              </li>
            ))}
          </ul>
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
