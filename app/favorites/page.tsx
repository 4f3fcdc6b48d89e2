import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { FavoritesList } from "@/components/favorites/favorites-list";
import { pageMetadata } from "@/lib/seo";
import { completedProjects, requestProjects } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

export const generateMetadata = () => pageMetadata("favorites", "/favorites");

export default function FavoritesPage() {
  const t = useTranslations("pages.favorites");
  const catalogue = [...completedProjects().map(toCardView), ...requestProjects().map(toCardView)];
  return (
    <>
      <PageIntro title={t("title")} description={t("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FavoritesList catalogue={catalogue} />
      </div>
    </>
  );
}
