"use client";

import { Heart } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";
import { useFavorites } from "./use-favorites";

export function FavoriteButton({
  id,
  title,
  className,
}: {
  id: number;
  title: string;
  className?: string;
}) {
  const t = useTranslations("favorites");
  const { isFavorite, toggleFavorite } = useFavorites();
  const active = isFavorite(id);
  return (
    <button
      type="button"
      onClick={() => toggleFavorite(id)}
      aria-pressed={active}
      aria-label={active ? t("remove", { title }) : t("add", { title })}
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
