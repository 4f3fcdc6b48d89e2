// The artwork a project without photos shows: its category's tool or subject, drawn as an
// inline icon so it takes the theme's colours (components/common/artwork.tsx draws the panel).
import {
  AirVent,
  Camera,
  DraftingCompass,
  Hammer,
  HardHat,
  House,
  HousePlus,
  Paintbrush,
  PlugZap,
  Shield,
  Sparkles,
  Trees,
  Truck,
  UtensilsCrossed,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

import type { CATEGORY_NAMES } from "@/content/category-names";

type CategoryName = (typeof CATEGORY_NAMES)[number];

/** One picture per category, each different, so two projects of different trades never look alike. */
export const CATEGORY_ARTWORK = {
  Plumbing: Wrench,
  Electrical: Zap,
  HVAC: Wind,
  "Landscaping & Snow Removal": Trees,
  Cleaning: Sparkles,
  "General Contracting": HardHat,
  "Moving Solutions": Truck,
  "Architectural Visualization": DraftingCompass,
  "Restaurant Cleaning": UtensilsCrossed,
  "Real Estate Photography & Videography": Camera,
  "HVAC & Air Duct": AirVent,
  "Security Bollards": Shield,
  "EV Charging": PlugZap,
  "Custom Build": HousePlus,
  Renovation: Hammer,
  Painting: Paintbrush,
} satisfies Record<CategoryName, LucideIcon>;

/** A home: what every project on the site is about, for a category the list does not know. */
export const FALLBACK_ARTWORK: LucideIcon = House;

const byLowerCaseName = new Map<string, LucideIcon>(
  Object.entries(CATEGORY_ARTWORK).map(([name, icon]) => [name.toLowerCase(), icon]),
);

/** The artwork for a category name as projects store it; case and spacing do not matter. */
export function categoryArtwork(category: string | null | undefined): LucideIcon {
  return byLowerCaseName.get((category ?? "").trim().toLowerCase()) ?? FALLBACK_ARTWORK;
}
