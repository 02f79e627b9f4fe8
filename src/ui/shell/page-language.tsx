import { createContext, useContext, useEffect } from "react";
import type { Language } from "../../../contracts/schema/language.ts";

/**
 * A page that knows better than the host and the skin which language to speak (the family interview speaks
 * its invitation's, or the relative's choice) says so here; the shell applies it while the page is shown,
 * and goes back to its own rule when the page goes.
 */
export const PageLanguageContext = createContext<(language: Language | null) => void>(() => undefined);

/** Claims the UI language for as long as the calling page is mounted (null: no claim yet). */
export const usePageLanguage = (language: Language | null): void => {
  const claim = useContext(PageLanguageContext);
  useEffect(() => {
    claim(language);
    return () => claim(null);
  }, [claim, language]);
};
