import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("generalContractor", "/general-contractor");

export default function GeneralContractorPage() {
  const t = useTranslations("pages.generalContractor");
  return <PageIntro title={t("title")} description={t("description")} />;
}
