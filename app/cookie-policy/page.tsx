import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("cookies", "/cookie-policy");

export default function CookiePolicyPage() {
  const t = useTranslations("pages.cookies");
  return <PageIntro title={t("title")} description={t("description")} />;
}
