import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("moving", "/moving-solutions");

export default function MovingSolutionsPage() {
  const t = useTranslations("pages.moving");
  return <PageIntro title={t("title")} description={t("description")} />;
}
