import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("privacy", "/privacy-policy");

export default function PrivacyPolicyPage() {
  const t = useTranslations("pages.privacy");
  return <PageIntro title={t("title")} description={t("description")} />;
}
