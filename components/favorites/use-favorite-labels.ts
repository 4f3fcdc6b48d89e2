import { useTranslations } from "next-intl";

/** The heart's two names for a project, translated where the card or page renders. */
export function useFavoriteLabels() {
  const t = useTranslations("favorites");
  return (title: string) => ({ add: t("add", { title }), remove: t("remove", { title }) });
}
