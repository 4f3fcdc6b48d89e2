import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("cleaning", "/cleaning-services");

export default function CleaningServicesPage() {
  const t = useTranslations("pages.cleaning");
  return <PageIntro title={t("title")} description={t("description")} />;
}
