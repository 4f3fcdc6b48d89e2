import { Eye, Target } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import { CallToAction } from "@/components/common/call-to-action";
import Link from "@/components/common/link";
import { PageIntro } from "@/components/common/page-intro";
import { CompanyIcon } from "@/components/company/company-icon";
import { Button } from "@/components/ui/button";
import { aboutUs } from "@/content/company";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata() {
  const t = await getTranslations("about");
  return pageMetadata("aboutUs", "/about-us", t("keywords"));
}

export default function AboutUsPage() {
  const page = useTranslations("pages.aboutUs");
  const t = useTranslations("about");
  const common = useTranslations("common");
  return (
    <>
      <PageIntro title={page("title")} description={page("description")}>
        <dl aria-label={t("statsLabel")} className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {aboutUs.stats.map((stat) => (
            <div
              key={stat.label}
              className="border-border bg-card flex flex-col-reverse rounded-lg border p-5 text-center shadow-sm"
            >
              <dt className="text-muted-foreground mt-1 text-sm font-medium">{stat.label}</dt>
              <dd className="text-primary text-3xl font-extrabold tracking-tight sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageIntro>

      <section
        aria-labelledby="our-story"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2"
      >
        <div className="space-y-4">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            {t("eyebrow")}
          </p>
          <h2 id="our-story" className="text-3xl font-bold tracking-tight">
            {t("storyTitle")}
          </h2>
          {aboutUs.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-muted-foreground leading-7">
              {paragraph}
            </p>
          ))}
        </div>
        <Image
          src="/images/hero/home.svg"
          alt=""
          width={1200}
          height={800}
          className="border-border w-full rounded-xl border shadow-sm"
          unoptimized
        />
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {[
          { id: "our-mission", icon: Target, title: t("missionTitle"), body: aboutUs.mission },
          { id: "our-vision", icon: Eye, title: t("visionTitle"), body: aboutUs.vision },
        ].map(({ id, icon: Icon, title, body }) => (
          <section
            key={id}
            aria-labelledby={id}
            className="border-border bg-card rounded-lg border p-6 shadow-sm sm:p-8"
          >
            <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
              <Icon className="size-6" aria-hidden />
            </span>
            <h2 id={id} className="mt-4 text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="text-muted-foreground mt-3 leading-7">{body}</p>
          </section>
        ))}
      </div>

      <section aria-labelledby="our-values" className="bg-muted/50 mt-14 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="our-values" className="text-3xl font-bold tracking-tight">
            {t("valuesTitle")}
          </h2>
          <p className="text-muted-foreground mt-2">{t("valuesBody")}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutUs.values.map((value) => (
              <li
                key={value.name}
                className="border-border bg-card rounded-lg border p-6 shadow-sm"
              >
                <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
                  <CompanyIcon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{value.name}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-6">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="our-team" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="our-team" className="text-3xl font-bold tracking-tight">
          {t("teamTitle")}
        </h2>
        <p className="text-muted-foreground mt-2">{t("teamBody")}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutUs.team.map((member) => (
            <li
              key={member.name}
              className="border-border bg-card flex flex-col items-center rounded-lg border p-6 text-center shadow-sm"
            >
              <Image
                src={member.image}
                alt=""
                width={128}
                height={128}
                className="border-border size-28 rounded-full border"
                unoptimized
              />
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-primary text-sm font-medium">{member.role}</p>
              <p className="text-muted-foreground mt-3 text-sm leading-6">{member.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <CallToAction id="about-cta" title={t("ctaTitle")} body={t("ctaBody")}>
        <Button asChild size="lg" variant="accent">
          <Link href="/post-project">{common("getFreeQuote")}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/contact">{common("contactUs")}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
