import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { FavoritesList } from "@/components/favorites/favorites-list";
import { projectRequestCard, sampleProjectCard } from "@/content/cards";
import { projectRequests, sampleProjects } from "@/content/projects";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("favorites", "/favorites");

export default function FavoritesPage() {
  const t = useTranslations("pages.favorites");
  const catalogue = [
    ...sampleProjects.map(sampleProjectCard),
    ...projectRequests.map(projectRequestCard),
  ];
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FavoritesList catalogue={catalogue} />
      </div>
    </>
  );
}
