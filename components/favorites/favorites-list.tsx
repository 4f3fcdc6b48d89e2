"use client";

import { useQueries } from "@tanstack/react-query";
import { ArrowLeft, Heart } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import Link from "@/components/common/link";
import { ProjectCard } from "@/components/projects/project-card";
import { QueryProvider } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import { postedRowId } from "@/lib/projects/ids";
import { postedProject } from "@/lib/projects/project";
import { toCardView, type ProjectCardView } from "@/lib/projects/views";
import { ApiRequestError } from "@/lib/client/api";
import { fetchProject } from "@/lib/projects/client";
import { useFavorites } from "./use-favorites";

/** My Favorites: the saved ids resolved against the catalogue's cards and posted projects. */
export function FavoritesList(props: { catalogue: ProjectCardView[] }) {
  return (
    <QueryProvider>
      <SavedProjects {...props} />
    </QueryProvider>
  );
}

function SavedProjects({ catalogue }: { catalogue: ProjectCardView[] }) {
  const t = useTranslations("favorites");
  const common = useTranslations("common");
  const router = useRouter();
  const { favorites, loaded, clearFavorites, restoreFavorites } = useFavorites();
  // What Clear All removed, until Undo puts it back or the page is left.
  const [cleared, setCleared] = useState<number[] | null>(null);
  // Posted projects (3000+) live in the database: each saved one is loaded by its id, however
  // old (the project list answers only pages). A deleted project answers 404 and is left out.
  const posted = useQueries({
    queries: favorites
      .flatMap((displayId) => postedRowId(displayId) ?? [])
      .map((rowId) => ({
        queryKey: ["projects", "one", rowId],
        queryFn: () => fetchProject(rowId),
        retry: (failures: number, error: Error) =>
          failures < 1 && !(error instanceof ApiRequestError && error.status === 404),
      })),
  });
  const postedCards = posted.flatMap((query) =>
    query.data ? [toCardView(postedProject(query.data))] : [],
  );
  const saved = [...catalogue, ...postedCards].filter((project) =>
    favorites.includes(project.displayId),
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => router.back()}>
          <ArrowLeft aria-hidden />
          {common("back")}
        </Button>
        <p className="text-muted-foreground" data-testid="favorites-count" aria-live="polite">
          {loaded ? t("count", { count: favorites.length }) : null}
        </p>
        {favorites.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => {
              setCleared(favorites);
              clearFavorites();
            }}
          >
            {t("clearAll")}
          </Button>
        ) : null}
      </div>
      {loaded && favorites.length === 0 ? (
        <div className="border-border flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-16 text-center">
          <Heart className="text-muted-foreground size-10" aria-hidden />
          <h2 className="text-xl font-semibold">{t("empty")}</h2>
          {cleared ? (
            <p role="status" className="flex flex-wrap items-center justify-center gap-2">
              {t("cleared", { count: cleared.length })}
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  restoreFavorites(cleared);
                  setCleared(null);
                }}
              >
                {t("undo")}
              </Button>
            </p>
          ) : null}
          <p className="text-muted-foreground">{t("emptyBody")}</p>
          <Button asChild>
            <Link href="/projects">{t("browse")}</Link>
          </Button>
        </div>
      ) : (
        <section aria-labelledby="saved-projects">
          <h2 id="saved-projects" className="sr-only">
            {t("savedTitle")}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((project) => (
              <li key={project.displayId} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
