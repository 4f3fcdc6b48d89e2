import {
  ArrowRight,
  CheckCircle2,
  Hammer,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Wrench,
  Zap,
} from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";

import { CALL_TO_ACTION_PANEL } from "@/components/common/call-to-action";
import { CatalogueIcon } from "@/components/common/catalogue-icon";
import Link from "@/components/common/link";
import { ExpandableList } from "@/components/home/expandable-list";
import { ProjectGrid } from "@/components/projects/project-grid";
import { Button } from "@/components/ui/button";
import { categories } from "@/content/categories";
import { categoryHref, featuredProjects, getService } from "@/content/lookups";
import { site } from "@/content/site";
import { messageList } from "@/i18n/message-list";
import { pageMetadata } from "@/lib/seo";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

export const generateMetadata = () => pageMetadata("home", "/");

const CATEGORIES_SHOWN = 5;
const RECENT_PROJECTS = 3;

/** The services the home page features: the work homeowners post for, with the catalogue's words. */
const FEATURED = [
  { slug: "renovation", icon: Hammer },
  { slug: "plumbing", icon: Wrench },
  { slug: "electrical", icon: Zap },
] as const;

export default function HomePage() {
  const t = useTranslations("home");
  const common = useTranslations("common");
  const points = messageList<string>(t.raw("heroPoints"));
  const steps = messageList<{ title: string; body: string }>(t.raw("howSteps"));
  const extra = categories.length - CATEGORIES_SHOWN;
  return (
    <>
      <section className="bg-secondary/60 relative overflow-hidden">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div className="space-y-6">
            <p className="text-primary text-sm font-semibold tracking-wide uppercase">
              {t("heroEyebrow")}
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t("heroTitle")}
            </h1>
            <p className="text-muted-foreground max-w-xl text-lg">{t("heroBody")}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg" variant="accent">
                <Link href="/post-project">
                  {common("getFreeQuote")}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/contact">{common("contactUs")}</Link>
              </Button>
            </div>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckCircle2 className="text-success size-4" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <Image
            src="/images/hero/home.svg"
            alt=""
            width={1200}
            height={800}
            unoptimized
            className="hidden w-full rounded-xl shadow-lg lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="featured" className="text-3xl font-bold tracking-tight">
          {t("featuredTitle")}
        </h2>
        <p className="text-muted-foreground mt-2">{t("featuredBody")}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURED.map(({ slug, icon: Icon }) => {
            const service = getService(slug)!;
            return (
              <div
                key={slug}
                className="border-border bg-card flex flex-col gap-4 rounded-lg border p-6 shadow-sm"
              >
                <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
                  <Icon className="size-6" aria-hidden />
                </span>
                <p className="text-muted-foreground">{service.description}</p>
                <Button asChild className="mt-auto w-fit">
                  <Link href={`/services/${slug}`}>
                    {service.name}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </div>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="our-services" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="our-services" className="text-3xl font-bold tracking-tight">
            {t("servicesTitle")}
          </h2>
          <p className="text-muted-foreground mt-2">{t("servicesBody")}</p>
          <ExpandableList
            extra={extra}
            moreLabel={t("showMore", { count: extra })}
            lessLabel={t("showLess")}
            controls="home-categories"
          >
            <ul
              id="home-categories"
              className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
            >
              {categories.map((category, index) => (
                <li key={category.id} data-extra={index >= CATEGORIES_SHOWN ? "" : undefined}>
                  <Link
                    href={categoryHref(category)}
                    className="border-border bg-card flex h-full flex-col gap-3 rounded-lg border p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
                  >
                    <span className="bg-primary/10 text-primary grid size-10 place-items-center rounded-md">
                      <CatalogueIcon name={category.icon} className="size-5" />
                    </span>
                    <span className="font-semibold">{category.name}</span>
                    <span className="text-muted-foreground line-clamp-3 text-sm sm:line-clamp-none">
                      {category.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </ExpandableList>
        </div>
      </section>

      <section aria-labelledby="recent-work" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="recent-work" className="text-3xl font-bold tracking-tight">
              {t("recentTitle")}
            </h2>
            <p className="text-muted-foreground mt-2">{t("recentBody")}</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/projects">{t("viewAll")}</Link>
          </Button>
        </div>
        <div className="mt-8">
          <ProjectGrid
            projects={featuredProjects(RECENT_PROJECTS).map((sample) =>
              toCardView(completedProject(sample)),
            )}
          />
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="how-it-works" className="text-3xl font-bold tracking-tight">
            {t("howTitle")}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="border-border bg-card rounded-lg border p-6 shadow-sm"
              >
                <span className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-full font-bold">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="text-muted-foreground mt-2">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className={CALL_TO_ACTION_PANEL}>
          <h2 id="cta" className="text-3xl font-bold tracking-tight">
            {t("ctaTitle")}
          </h2>
          <p className="mt-2 max-w-2xl opacity-90">{t("ctaBody")}</p>
          <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-8">
            <li>
              <a
                href={site.phoneHref}
                className="flex items-center gap-2 font-semibold hover:underline"
              >
                <Phone className="size-5" aria-hidden />
                {t("ctaPhone", { phone: site.phone })}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="flex items-center gap-2 font-semibold hover:underline"
              >
                <Mail className="size-5" aria-hidden />
                {t("ctaEmail", { email: site.email })}
              </a>
            </li>
            <li className="flex items-center gap-2 font-semibold">
              <MapPin className="size-5" aria-hidden />
              {t("ctaCity", { city: `${site.city}, ${site.province}` })}
            </li>
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link href="/post-project">{common("getFreeQuote")}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/contact">
                <MessageSquare aria-hidden />
                {common("contactUs")}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
