import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("aboutUs", "/about-us");

export default function AboutUsPage() {
  const t = useTranslations("pages.aboutUs");
  return <PageIntro title={t("title")} description={t("description")} />;
}
