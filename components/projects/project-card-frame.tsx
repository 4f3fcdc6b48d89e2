import { MapPin } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import Link from "@/components/common/link";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useFavoriteLabels } from "@/components/favorites/use-favorite-labels";
import { Badge } from "@/components/ui/badge";
import { displayPrice } from "@/lib/price";
import type { ProjectCardView } from "@/lib/projects/views";

/**
 * A project card with the picture it shows without a photo given by the caller: ProjectCard draws
 * the category's artwork; a client list whose cards are all of one category takes it drawn once by
 * the server, so the artwork's icons stay out of its script (docs/decisions/0002-trade-pages-and-city-projects.md).
 */
export function ProjectCardFrame({
  project,
  headingLevel = "h3",
  artwork,
}: {
  project: ProjectCardView;
  /** h2 where the grid sits right under the page's h1, so headings never skip a level. */
  headingLevel?: "h2" | "h3";
  /** Shown in place of a photo the project does not have. */
  artwork: ReactNode;
}) {
  const t = useTranslations("projectCard");
  const favoriteLabels = useFavoriteLabels();
  const Heading = headingLevel;
  const price = displayPrice(project) ?? t("contactForQuote");
  return (
    <article className="group border-border bg-card text-card-foreground relative flex w-full flex-col overflow-hidden rounded-lg border shadow-sm transition-shadow hover:shadow-md">
      <div className="bg-muted relative aspect-[3/2]">
        {project.image ? (
          <Image
            src={project.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
            unoptimized
          />
        ) : (
          artwork
        )}
        <Badge
          variant="secondary"
          className="pointer-events-none absolute top-3 left-3 z-10 shadow-sm"
        >
          {project.category}
        </Badge>
        <FavoriteButton
          id={project.displayId}
          labels={favoriteLabels(project.title)}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {project.example ? (
          <p className="text-muted-foreground text-xs font-medium" data-testid="example-card-label">
            {t("example")}
          </p>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold">
          {/* The title link stretches over the whole card; inner links sit above it. */}
          <Link
            href={`/project/${project.displayId}`}
            className="group-has-[a:focus-visible]:ring-0 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </Heading>
        {project.contractor ? (
          <Link
            href={`/contractor/${project.contractor.id}`}
            className="text-muted-foreground hover:text-foreground relative z-10 flex w-fit items-center gap-2 text-sm hover:underline"
          >
            <Image
              src={project.contractor.image}
              alt=""
              width={28}
              height={28}
              className="rounded-full"
              unoptimized
            />
            {project.contractor.name}
          </Link>
        ) : null}
        <p className="text-muted-foreground flex items-center gap-1 text-sm">
          <MapPin className="size-4" aria-hidden />
          {project.location}
        </p>
        <p className="text-primary mt-auto pt-2 text-base font-semibold">{price}</p>
      </div>
    </article>
  );
}
