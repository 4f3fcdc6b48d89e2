import { ArrowLeft, CheckCircle2, MapPin, Star } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { FavoriteButton } from "@/components/favorites/favorite-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Project } from "@/lib/projects/project";

const PLACEHOLDER = "/images/placeholder.svg";

/** The project page body; `actions` holds what a visitor may do (proposal, owner controls). */
export function ProjectDetails({ project, actions }: { project: Project; actions?: ReactNode }) {
  const t = useTranslations("project");
  const format = useFormatter();
  const images = project.images.length > 0 ? project.images : [PLACEHOLDER];
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { year: "numeric", month: "long", day: "numeric" }) : null;
  const facts: [string, ReactNode][] = [
    [t("category"), project.category],
    [t("homeowner"), project.homeowner ?? t("unknown")],
    [t("location"), project.location],
    [t("price"), project.price],
    [t("budget"), project.budget],
    [t("timeline"), project.timeline],
    [t("urgency"), project.urgency ? t(`urgencyLabels.${project.urgency}`) : null],
    [t("propertyType"), project.propertyType],
    [t("year"), project.year],
    [t("area"), project.area],
    [t("bedrooms"), project.bedrooms],
    [t("bathrooms"), project.bathrooms],
    [t("completionTime"), project.completionTime],
    [t("posted"), date(project.postedDate)],
    [t("startDate"), date(project.startDate)],
    [t("completionDate"), date(project.completionDate)],
    [t("estimatedCost"), project.estimatedCost],
  ];
  const isCompleted = project.kind === "completed" || project.status === "completed";
  const statusLabel = t.has(`statusLabels.${project.status}`)
    ? t(`statusLabels.${project.status}`)
    : project.status;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/contractor-dashboard">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{project.category}</Badge>
            <Badge
              variant={project.status === "completed" ? "success" : "outline"}
              data-testid="project-status"
            >
              {statusLabel}
            </Badge>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {project.title}
          </h1>
          <p className="text-muted-foreground flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {project.location}
          </p>
          {project.rating ? (
            <p className="flex items-center gap-1 text-sm font-medium">
              <Star className="fill-accent text-accent size-4" aria-hidden />
              {project.rating.toFixed(1)}
              {project.reviews ? (
                <span className="text-muted-foreground">
                  {t("reviewsCount", { count: project.reviews })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <FavoriteButton
          id={project.displayId}
          title={project.title}
          className="border-border border"
        />
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <section aria-label={t("gallery")} className="space-y-3">
            <Image
              src={images[0]!}
              alt={t("photoAlt", { title: project.title, number: 1 })}
              width={1200}
              height={800}
              priority
              unoptimized
              className="border-border aspect-[3/2] w-full rounded-lg border object-cover"
            />
            {images.length > 1 ? (
              <ul className="grid grid-cols-3 gap-3">
                {images.slice(1).map((src, index) => (
                  <li key={src}>
                    <Image
                      src={src}
                      alt={t("photoAlt", { title: project.title, number: index + 2 })}
                      width={1200}
                      height={800}
                      unoptimized
                      className="border-border aspect-[3/2] w-full rounded-md border object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <section aria-labelledby="description">
            <h2 id="description" className="text-xl font-semibold">
              {t("description")}
            </h2>
            <p className="text-muted-foreground mt-3 whitespace-pre-line">{project.description}</p>
          </section>

          {project.contractorNotes ? (
            <section aria-labelledby="notes">
              <h2 id="notes" className="text-xl font-semibold">
                {t("contractorNotes")}
              </h2>
              <p className="text-muted-foreground mt-3 whitespace-pre-line">
                {project.contractorNotes}
              </p>
            </section>
          ) : null}

          {[
            { id: "scope", title: t("scope"), items: project.projectScope },
            { id: "requirements", title: t("requirements"), items: project.requirements },
            { id: "amenities", title: t("amenities"), items: project.amenities },
          ]
            .filter((list) => list.items.length > 0)
            .map((list) => (
              <section key={list.id} aria-labelledby={list.id}>
                <h2 id={list.id} className="text-xl font-semibold">
                  {list.title}
                </h2>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {list.items.map((item) => (
                    <li key={item} className="text-muted-foreground flex items-start gap-2">
                      <CheckCircle2 className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
            ))}

          {project.testimonials.length > 0 ? (
            <section aria-labelledby="testimonials">
              <h2 id="testimonials" className="text-xl font-semibold">
                {t("testimonials")}
              </h2>
              <ul className="mt-3 space-y-4">
                {project.testimonials.map((testimonial) => (
                  <li key={testimonial.id} className="border-border bg-card rounded-lg border p-5">
                    <figure className="flex gap-4">
                      <Image
                        src={testimonial.image}
                        alt=""
                        width={48}
                        height={48}
                        unoptimized
                        className="size-12 rounded-full"
                      />
                      <div>
                        <blockquote className="text-muted-foreground">
                          “{testimonial.comment}”
                        </blockquote>
                        <figcaption className="mt-2 text-sm font-medium">
                          {testimonial.name} · {"★".repeat(testimonial.rating)}
                          <span className="sr-only"> {testimonial.rating} / 5</span> ·{" "}
                          {date(testimonial.date)}
                        </figcaption>
                      </div>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6">
          <section
            aria-labelledby="details"
            className="border-border bg-card rounded-lg border p-5 shadow-sm"
          >
            <h2 id="details" className="text-lg font-semibold">
              {t("details")}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {facts
                .filter(([, value]) => value !== null && value !== undefined && value !== "")
                .map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-right font-medium">{value}</dd>
                  </div>
                ))}
              {project.proposalCount !== null ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{t("status")}</dt>
                  <dd className="text-right font-medium" data-testid="proposal-count">
                    {t("proposals", { count: project.proposalCount })}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          {project.contractor ? (
            <section
              aria-labelledby="contractor"
              className="border-border bg-card rounded-lg border p-5 shadow-sm"
            >
              <h2 id="contractor" className="text-lg font-semibold">
                {t("contractor")}
              </h2>
              <Link
                href={`/contractor/${project.contractor.id}`}
                className="mt-4 flex items-center gap-3 hover:underline"
              >
                <Image
                  src={project.contractor.image}
                  alt=""
                  width={48}
                  height={48}
                  unoptimized
                  className="size-12 rounded-full"
                />
                <span className="font-medium">{project.contractor.name}</span>
              </Link>
            </section>
          ) : null}

          {isCompleted ? (
            <p
              role="status"
              className="border-success/40 bg-success/10 flex items-center gap-2 rounded-lg border p-4 font-medium"
            >
              <CheckCircle2 className="text-success size-5" aria-hidden />
              {t("completed")}
            </p>
          ) : null}
          {/* A completed posted project keeps its owner's controls (reopen, notes, delete). */}
          {!isCompleted || project.kind === "posted" ? actions : null}
        </aside>
      </div>
    </article>
  );
}
