"use client";

import { Heart } from "lucide-react";

import { cn } from "@/lib/utils";
import { useFavorites } from "./use-favorites";

/**
 * The heart that saves a project in this browser. Its two names come translated from the page
 * (`favoriteLabels`), so pages that render on the server send no message formatter for it.
 */
export function FavoriteButton({
  id,
  labels,
  className,
}: {
  id: number;
  labels: { add: string; remove: string };
  className?: string;
}) {
  const { isFavorite, toggleFavorite } = useFavorites();
  const active = isFavorite(id);
  return (
    <button
      type="button"
      onClick={() => toggleFavorite(id)}
      aria-pressed={active}
      aria-label={active ? labels.remove : labels.add}
      className={cn(
        "bg-card/90 text-foreground hover:bg-card grid size-10 place-items-center rounded-full shadow-md backdrop-blur transition-colors",
        className,
      )}
    >
      <Heart
        className={cn("size-5", active ? "fill-red-500 text-red-500" : "text-foreground")}
        aria-hidden
      />
    </button>
  );
}
