import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("electrical", "/electrical-services");

export default function ElectricalServicesPage() {
  const t = useTranslations("pages.electrical");
  return <PageIntro title={t("title")} description={t("description")} />;
}
