import {
  Award,
  BadgeCheck,
  ClipboardList,
  Clock,
  FileCheck,
  Handshake,
  HeartHandshake,
  LayoutDashboard,
  MessageSquare,
  Scale,
  Send,
  ShieldCheck,
  Trophy,
  Users,
  type LucideProps,
} from "lucide-react";

import type { CompanyIconName } from "@/content/company";

const icons = {
  Award,
  BadgeCheck,
  ClipboardList,
  Clock,
  FileCheck,
  Handshake,
  HeartHandshake,
  LayoutDashboard,
  MessageSquare,
  Scale,
  Send,
  ShieldCheck,
  Trophy,
  Users,
} satisfies Record<CompanyIconName, unknown>;

/** A company-page icon by its catalogue name; always decorative. */
export function CompanyIcon({ name, ...props }: { name: CompanyIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
