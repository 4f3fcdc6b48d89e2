"use client";

import { useEffect, useState, type ReactNode } from "react";

import { CardGrid } from "@/components/projects/card-grid";
import { ProjectCardFrame } from "@/components/projects/project-card-frame";
import { fetchProjectPage } from "@/lib/projects/client";
import { cityProjectCards, type CityProjectsQuery } from "@/lib/projects/service-listing";
import type { ProjectCardView } from "@/lib/projects/views";

/**
 * The open projects homeowners posted for this service in this city, newest first, read from the
 * public list once the page runs, so the page itself stays prerendered (docs/decisions/0002-trade-pages-and-city-projects.md). Nothing is
 * drawn until some are found: no section at all when there are none, or when the list cannot be
 * read (the examples below still show). Every project is of the service's category, so the
 * artwork a card without a photo shows comes drawn by the server, once.
 */
export function ServiceCityProjects({
  query,
  title,
  note,
  artwork,
}: {
  query: CityProjectsQuery;
  title: string;
  note: string;
  /** The category's artwork (components/common/artwork.tsx), for cards without a photo. */
  artwork: ReactNode;
}) {
  const [cards, setCards] = useState<ProjectCardView[]>([]);
  useEffect(() => {
    let current = true;
    fetchProjectPage(query).then(
      (page) => {
        if (current) setCards(cityProjectCards(page.projects));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [query]);
  if (cards.length === 0) return null;
  return (
    <section
      aria-labelledby="city-projects"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6"
      data-testid="city-projects"
    >
      <h2 id="city-projects" className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="text-muted-foreground mt-2">{note}</p>
      <div className="mt-8">
        <CardGrid
          cards={cards.map((card) => ({
            key: card.displayId,
            card: <ProjectCardFrame project={card} artwork={artwork} />,
          }))}
        />
      </div>
    </section>
  );
}
