import { useTranslations } from "next-intl";

import type { City } from "@/content/types";

/** What is true of one city: its housing, its permit office, its own programmes and rules. */
export function CityFacts({ city }: { city: City }) {
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
