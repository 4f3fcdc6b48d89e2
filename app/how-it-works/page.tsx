import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import { CallToAction } from "@/components/common/call-to-action";
import Link from "@/components/common/link";
import { CompanyIcon } from "@/components/company/company-icon";
import { Button } from "@/components/ui/button";
import { howItWorks, type ProcessStep } from "@/content/company";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata() {
  const t = await getTranslations("howItWorks");
  return pageMetadata("howItWorks", "/how-it-works", t("keywords"));
}

/** Numbered steps as an ordered list of cards. */
function StepList({ steps, label }: { steps: ProcessStep[]; label: (n: number) => string }) {
  return (
    <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="border-border bg-card rounded-lg border p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
              <CompanyIcon name={step.icon} className="size-6" />
            </span>
            <span className="text-muted-foreground text-sm font-semibold">{label(index + 1)}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="text-muted-foreground mt-2 text-sm leading-6">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export default function HowItWorksPage() {
  const page = useTranslations("pages.howItWorks");
  const t = useTranslations("howItWorks");
  const stepLabel = (number: number) => t("stepLabel", { number });
  return (
    <>
      <section className="border-border bg-secondary/60 border-b">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            {t("eyebrow")}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page("title")}</h1>
          <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{page("description")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link href="/post-project">
                {t("getStarted")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#for-contractors">{t("forContractorsLink")}</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="for-homeowners" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="for-homeowners" className="text-3xl font-bold tracking-tight">
          {t("homeownersTitle")}
        </h2>
        <p className="text-muted-foreground mt-2">{t("homeownersBody")}</p>
        <StepList steps={howItWorks.steps} label={stepLabel} />
      </section>

      <section aria-labelledby="step-details" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="step-details" className="text-3xl font-bold tracking-tight">
            {t("detailsTitle")}
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {howItWorks.details.map((detail) => (
              <div
                key={detail.title}
                className="border-border bg-card rounded-lg border p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold">{detail.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-6">{detail.description}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {detail.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckCircle2 className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section
        id="for-contractors"
        aria-labelledby="for-contractors-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6"
      >
        <h2 id="for-contractors-title" className="text-3xl font-bold tracking-tight">
          {t("contractorsTitle")}
        </h2>
        <p className="text-muted-foreground mt-2">{t("contractorsBody")}</p>
        <StepList steps={howItWorks.contractorSteps} label={stepLabel} />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href="/contractor-dashboard">
              {t("openDashboard")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/pro">{t("joinNetwork")}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="why-choose" className="bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="why-choose" className="text-3xl font-bold tracking-tight">
            {t("whyTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {howItWorks.whyChoose.map((reason) => (
              <li
                key={reason.title}
                className="border-border bg-card rounded-lg border p-6 shadow-sm"
              >
                <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
                  <CompanyIcon name={reason.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-6">{reason.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="faq" className="text-3xl font-bold tracking-tight">
          {t("faqTitle")}
        </h2>
        <div className="mt-8 space-y-4">
          {howItWorks.faq.map((item) => (
            <div
              key={item.question}
              className="border-border bg-card rounded-lg border p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <p className="text-muted-foreground mt-2 leading-7">{item.answer}</p>
            </div>
          ))}
        </div>
      </section>

      <CallToAction id="how-cta" title={t("ctaTitle")} body={t("ctaBody")}>
        <Button asChild size="lg" variant="accent">
          <Link href="/post-project">{t("postProject")}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/services">{t("browseServices")}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
