import type { LucideIcon } from "lucide-react";

import { categoryArtwork } from "@/lib/artwork";
import { cn } from "@/lib/utils";

/**
 * A picture drawn in the theme's colours (CSS variables, currentColor), so it follows light and
 * dark where a picture file could not: an icon on a soft panel over a faint row of houses. It is
 * decorative unless given a label, which is then both shown and its accessible name.
 */
export function Artwork({
  icon: Icon,
  label,
  className,
  ...data
}: {
  icon: LucideIcon;
  label?: string;
  className?: string;
} & Record<`data-${string}`, string>) {
  return (
    <div
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn(
        "from-secondary to-muted text-primary @container relative flex flex-col items-center justify-center gap-[3cqw] overflow-hidden bg-gradient-to-br",
        className,
      )}
      {...data}
    >
      {/* Wide enough for any panel to crop only its sides; the middle stays clear for the icon. */}
      <svg
        viewBox="0 0 600 100"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-x-0 bottom-0 h-1/2 w-full opacity-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M0 92H600M40 92V58l34-28 34 28v34M62 92V74h16v18M150 92V70l22-18 22 18v22M400 92V70l22-18 22 18v22M480 92V54l38-32 38 32v38M500 66h14v12h-14zM530 92V72h14v20" />
      </svg>
      <span className="bg-card ring-primary/10 relative grid size-[22cqw] place-items-center rounded-full shadow-sm ring-[1.5cqw]">
        <Icon className="size-1/2" strokeWidth={1.5} />
      </span>
      {label ? (
        <span className="text-muted-foreground relative text-sm font-medium">{label}</span>
      ) : null}
    </div>
  );
}

/** A project's stand-in for photos: the artwork of its category (lib/artwork.ts). */
export function CategoryArtwork({
  category,
  label,
  className,
}: {
  category: string;
  label?: string;
  className?: string;
}) {
  return (
    <Artwork
      icon={categoryArtwork(category)}
      label={label}
      className={className}
      data-testid="category-artwork"
      data-category={category}
    />
  );
}
