import {
  Camera,
  Eye,
  Hammer,
  HardHat,
  Home,
  LayoutGrid,
  Paintbrush,
  PlugZap,
  Shield,
  Snowflake,
  Sparkles,
  Trees,
  Truck,
  UtensilsCrossed,
  Wind,
  Wrench,
  Zap,
  type LucideProps,
} from "lucide-react";

import type { IconName } from "@/content/types";

/** Lucide's component for each icon name the catalogue uses. */
export const catalogueIcons = {
  Wrench,
  Zap,
  Wind,
  Trees,
  Sparkles,
  HardHat,
  Shield,
  Paintbrush,
  Eye,
  Home,
  Hammer,
  Truck,
  Camera,
  Snowflake,
  PlugZap,
  UtensilsCrossed,
  LayoutGrid,
} satisfies Record<IconName, unknown>;

/** The Lucide icon a catalogue record names. */
export function CatalogueIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const Icon = catalogueIcons[name];
  return <Icon aria-hidden {...props} />;
}
