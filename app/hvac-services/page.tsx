import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("hvac", "/hvac-services");

export default function HvacServicesPage() {
  const t = useTranslations("pages.hvac");
  return <PageIntro title={t("title")} description={t("description")} />;
}
