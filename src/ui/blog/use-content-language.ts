import { useTranslation } from "react-i18next";

/** The UI's language, which content should be shown in when it exists in it. */
export const useContentLanguage = (): string => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};
