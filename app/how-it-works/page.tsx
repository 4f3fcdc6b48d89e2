import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("howItWorks", "/how-it-works");

export default function HowItWorksPage() {
  const t = useTranslations("pages.howItWorks");
  return <PageIntro title={t("title")} description={t("description")} />;
}
