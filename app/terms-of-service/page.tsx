import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("terms", "/terms-of-service");

export default function TermsOfServicePage() {
  const t = useTranslations("pages.terms");
  return <PageIntro title={t("title")} description={t("description")} />;
}
