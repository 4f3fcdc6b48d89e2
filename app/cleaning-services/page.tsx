import { getTranslations } from "next-intl/server";

import { OpenProjects } from "@/components/trades/open-projects";
import { TradePage } from "@/components/trades/trade-page";
import { cleaningPriceList, cleaningTypes, trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";
import { ClientMessages } from "@/i18n/client-messages";
import { requestProjects } from "@/lib/projects/catalogue";
import { toOpenProjectView } from "@/lib/projects/views";

export const generateMetadata = () => pageMetadata("cleaning", "/cleaning-services");

const CLEANING = "Cleaning";

const openSamples = requestProjects()
  .filter((request) => request.category === CLEANING)
  .map(toOpenProjectView);

export default async function CleaningServicesPage() {
  const t = await getTranslations("trades.cleaning");
  const price = await getTranslations("trades.priceList");
  return (
    <TradePage
      trade={trades.cleaning}
      projectsTitle={t("featuredTitle")}
      typeFilter={cleaningTypes}
      sortable
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="price-list">
          <h2 id="price-list" className="text-2xl font-bold">
            {price("title")}
          </h2>
          <ul className="border-border bg-card divide-border mt-6 divide-y rounded-lg border">
            {cleaningPriceList.map((item) => (
              <li key={item.key} className="flex items-center justify-between gap-4 p-4">
                <span>{price(item.key)}</span>
                <span className="text-primary font-semibold">
                  {price("from", { amount: item.from })}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground mt-3 text-sm">{price("note")}</p>
        </section>
        <section aria-labelledby="open-cleaning">
          <h2 id="open-cleaning" className="text-2xl font-bold">
            {t("openTitle")}
          </h2>
          <p className="text-muted-foreground mt-2 mb-6">{t("openBody")}</p>
          <ClientMessages namespaces={["trades", "proposal", "projectList"]}>
            <OpenProjects category={CLEANING} samples={openSamples} />
          </ClientMessages>
        </section>
      </div>
    </TradePage>
  );
}
