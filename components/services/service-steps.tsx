import { BadgeCheck, ClipboardList, Search } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";

import { Artwork } from "@/components/common/artwork";
import { catalogueIcons } from "@/components/common/catalogue-icon";
import type { Service } from "@/content/types";
import { serviceTypeImage } from "@/lib/service-page";
import { cn } from "@/lib/utils";

/** The kinds of this service, each with its picture; without kinds, the course of the work. */
export function ServiceSteps({ service }: { service: Service }) {
  return service.serviceTypes ? (
    <ServiceTypes service={service} types={service.serviceTypes} />
  ) : (
    <ServiceProcess service={service} />
  );
}

function ServiceTypes({
  service,
  types,
}: {
  service: Service;
  types: NonNullable<Service["serviceTypes"]>;
}) {
  const t = useTranslations("service");
  return (
    <section aria-labelledby="service-types" className="bg-muted/50 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="service-types" className="text-3xl font-bold tracking-tight">
          {t("typesTitle", { name: service.name })}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {types.map((type, index) => (
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
  );
}

function ServiceProcess({ service }: { service: Service }) {
  const t = useTranslations("service");
  // Every service's four steps run one course: assess, plan and quote, do the work, check and
  // hand over. A picture per stage says so; the trade's own tool marks the work itself.
  const stepIcons = [Search, ClipboardList, catalogueIcons[service.icon], BadgeCheck];
  return (
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
                <h3 className="text-2xl font-semibold">{t("step", { number: index + 1, step })}</h3>
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
  );
}
