import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("landscaping", "/landscaping-services");

export default function LandscapingServicesPage() {
  const t = useTranslations("pages.landscaping");
  return <PageIntro title={t("title")} description={t("description")} />;
}
