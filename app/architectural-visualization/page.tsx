import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("visualization", "/architectural-visualization");

export default function ArchitecturalVisualizationPage() {
  const t = useTranslations("pages.visualization");
  return <PageIntro title={t("title")} description={t("description")} />;
}
