import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { categories } from "@/content/categories";
import { getService } from "@/content/lookups";
import { categoryProjects } from "@/content/related";
import { tradeForService, tradeProjects } from "@/content/trades";

type TopicPage = "service" | "category" | "trade";

/**
 * The other pages about one topic, each named by what it is for: the service (what it covers,
 * prices, cities), the trade page (search the projects) and the category (overview). The counts
 * are the lists those pages show, so the pages never disagree.
 */
export function TopicLinks({ serviceSlug, current }: { serviceSlug: string; current: TopicPage }) {
  const t = useTranslations("topics");
  const pages = useTranslations("pages");
  const service = getService(serviceSlug);
  const category = categories.find((entry) => entry.serviceSlug === serviceSlug);
  const trade = tradeForService(serviceSlug);
  const links = [
    current !== "service" && service
      ? { href: `/services/${service.slug}`, label: t("service", { name: service.name }) }
      : null,
    current !== "trade" && trade
      ? {
          href: trade.path,
          label: t("trade", {
            page: pages(`${trade.key}.title`),
            count: tradeProjects(trade).length,
          }),
        }
      : null,
    current !== "category" && category
      ? {
          href: `/category/${category.slug}`,
          label: t("category", { name: category.name, count: categoryProjects(category).length }),
        }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="topic-links" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h2 id="topic-links" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="border-border bg-card hover:bg-muted flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium"
            >
              {link.label}
              <ArrowRight className="text-primary size-4 shrink-0" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
