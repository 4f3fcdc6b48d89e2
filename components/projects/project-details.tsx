import { ArrowLeft, CheckCircle2, MapPin, Star } from "lucide-react";
import Image from "next/image";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { CategoryArtwork } from "@/components/common/artwork";
import Link from "@/components/common/link";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useFavoriteLabels } from "@/components/favorites/use-favorite-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Project } from "@/lib/projects/project";
import { OWNER_MAIN_SLOT } from "@/lib/projects/views";
import { cn } from "@/lib/utils";

/** The project page body; `actions` holds what a visitor may do (proposal, owner controls). */
export function ProjectDetails({ project, actions }: { project: Project; actions?: ReactNode }) {
  const t = useTranslations("project");
  const favoriteLabels = useFavoriteLabels();
  const format = useFormatter();
  const images = project.images;
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { year: "numeric", month: "long", day: "numeric" }) : null;
  const completed = project.kind === "completed";
  const contractorLink = project.contractor ? (
    <Link
      href={`/contractor/${project.contractor.id}`}
      className="text-primary mt-1 inline-flex items-center gap-2 underline-offset-4 hover:underline"
      data-testid="done-by"
    >
      <Image
        src={project.contractor.image}
        alt=""
        width={32}
        height={32}
        unoptimized
        className="size-8 rounded-full"
      />
      {project.contractor.name}
    </Link>
  ) : null;
  // What a completed sample's work came to; it leads that page.
  const outcome: [string, ReactNode][] = [
    [t("price"), project.price],
    [t("completionTime"), project.completionTime],
    [t("completionDate"), date(project.completionDate)],
    [t("doneBy"), contractorLink],
  ];
  // What the homeowner asked for: the page's facts on an open project, the original request's
  // on a completed one.
  const request: [string, ReactNode][] = [
    [t("homeowner"), project.homeowner ?? t("unknown")],
    [t("budget"), project.budget],
    [t("timeline"), project.timeline],
    [t("urgency"), project.urgency ? t(`urgencyLabels.${project.urgency}`) : null],
  ];
  const property: [string, ReactNode][] = [
    [t("category"), project.category],
    [t("location"), project.location],
    [t("propertyType"), project.propertyType],
    [t("year"), project.year],
    [t("area"), project.area],
    [t("bedrooms"), project.bedrooms],
    [t("bathrooms"), project.bathrooms],
  ];
  const facts: [string, ReactNode][] = completed
    ? property
    : [
        [t("category"), project.category],
        request[0]!,
        [t("location"), project.location],
        ...request.slice(1),
        [t("posted"), date(project.postedDate)],
        [t("startDate"), date(project.startDate)],
        [t("completionDate"), date(project.completionDate)],
        [t("estimatedCost"), project.estimatedCost],
      ];
  const isCompleted = project.kind === "completed" || project.status === "completed";
  // An open project whose owner accepted a proposal no longer takes bids: the badge says so.
  const statusLabel =
    project.proposalAccepted && project.status === "open"
      ? t("proposalAcceptedStatus")
      : t.has(`statusLabels.${project.status}`)
        ? t(`statusLabels.${project.status}`)
        : project.status;
  // A completed posted project keeps its owner's controls (reopen, notes, delete).
  const showActions = Boolean(actions) && (!isCompleted || project.kind === "posted");
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 print:hidden">
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
          labels={favoriteLabels(project.title)}
          className="border-border border print:hidden"
        />
      </header>

      <div
        className={cn(
          "mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]",
          showActions && "lg:grid-rows-[auto_1fr]",
        )}
      >
        {/* First on a phone, so Submit Proposal (or the owner's controls) is on the first screen. */}
        {showActions ? (
          <div className="lg:col-start-2 lg:row-start-1" data-testid="project-actions">
            {actions}
          </div>
        ) : null}

        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* The owner's proposals take this place once the browser knows who is looking. */}
          {project.kind === "posted" ? <div id={OWNER_MAIN_SLOT} className="empty:hidden" /> : null}

          {completed ? (
            <section
              aria-labelledby="what-was-done"
              className="border-success/40 bg-card space-y-6 rounded-lg border p-5 shadow-sm sm:p-6"
              data-testid="what-was-done"
            >
              <h2 id="what-was-done" className="text-2xl font-semibold">
                {t("whatWasDone")}
              </h2>
              <FactList facts={outcome} className="grid gap-3 sm:grid-cols-2" stacked />
              <ItemList id="scope" title={t("scope")} items={project.projectScope} />
              <section aria-labelledby="result" className="space-y-3">
                <h3 id="result" className="text-lg font-semibold">
                  {t("result")}
                </h3>
                <p className="text-muted-foreground whitespace-pre-line">{project.description}</p>
                <ItemList id="amenities" title={t("amenities")} items={project.amenities} minor />
              </section>
            </section>
          ) : null}

          <section aria-label={t("gallery")} className="space-y-3">
            {images[0] ? (
              <Image
                src={images[0]}
                alt={t("photoAlt", { title: project.title, number: 1 })}
                width={1200}
                height={800}
                priority
                unoptimized
                className="border-border aspect-[3/2] w-full rounded-lg border object-cover"
              />
            ) : (
              <CategoryArtwork
                category={project.category}
                label={t("noPhotos")}
                className="border-border aspect-[5/2] w-full rounded-lg border"
              />
            )}
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

          {completed ? null : (
            <section aria-labelledby="description">
              <h2 id="description" className="text-xl font-semibold">
                {t("description")}
              </h2>
              <p className="text-muted-foreground mt-3 whitespace-pre-line">
                {project.description}
              </p>
            </section>
          )}

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

          {completed ? (
            <section
              aria-labelledby="original-request"
              className="space-y-4"
              data-testid="original-request"
            >
              <h2 id="original-request" className="text-xl font-semibold">
                {t("originalRequest")}
              </h2>
              <FactList facts={request} className="grid gap-3 sm:grid-cols-2" stacked />
              <ItemList
                id="requirements"
                title={t("requirements")}
                items={project.requirements}
                minor
              />
            </section>
          ) : (
            <ItemList
              id="requirements"
              title={t("requirements")}
              items={project.requirements}
              level="h2"
            />
          )}
        </div>

        <aside className={cn("space-y-6", showActions && "lg:col-start-2 lg:row-start-2")}>
          <section
            aria-labelledby="details"
            className="border-border bg-card rounded-lg border p-5 shadow-sm"
          >
            <h2 id="details" className="text-lg font-semibold">
              {t("details")}
            </h2>
            <FactList facts={facts} className="mt-4 space-y-3 text-sm">
              {project.proposalCount !== null ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{t("proposalsLabel")}</dt>
                  <dd className="text-right font-medium" data-testid="proposal-count">
                    {t("proposals", { count: project.proposalCount })}
                  </dd>
                </div>
              ) : null}
            </FactList>
          </section>

          {isCompleted ? (
            <p
              role="status"
              className="border-success/40 bg-success/10 flex items-center gap-2 rounded-lg border p-4 font-medium"
            >
              <CheckCircle2 className="text-success size-5" aria-hidden />
              {t("completed")}
            </p>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

/** Label and value rows, leaving out what a project does not have. */
function FactList({
  facts,
  className,
  stacked = false,
  children,
}: {
  facts: [string, ReactNode][];
  className?: string;
  stacked?: boolean;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) =>
          stacked ? (
            <div key={label}>
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ) : (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ),
        )}
      {children}
    </dl>
  );
}

/** A titled list of ticked items (scope, requirements, features); nothing when it is empty. */
function ItemList({
  id,
  title,
  items,
  minor = false,
  level = "h3",
}: {
  id: string;
  title: string;
  items: string[];
  minor?: boolean;
  level?: "h2" | "h3";
}) {
  if (items.length === 0) return null;
  const Heading = level;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className={minor ? "text-base font-semibold" : "text-xl font-semibold"}>
        {title}
      </Heading>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="text-muted-foreground flex items-start gap-2">
            <CheckCircle2 className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
