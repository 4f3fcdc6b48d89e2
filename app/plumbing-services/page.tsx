import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("plumbing", "/plumbing-services");

export default function PlumbingServicesPage() {
  const t = useTranslations("pages.plumbing");
  return <PageIntro title={t("title")} description={t("description")} />;
}
