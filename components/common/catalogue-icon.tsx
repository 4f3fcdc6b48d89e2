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

const icons = {
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
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
