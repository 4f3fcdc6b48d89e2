import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("magazine", "/magazine");

export default function MagazinePage() {
  const t = useTranslations("pages.magazine");
  return <PageIntro title={t("title")} description={t("description")} />;
}
