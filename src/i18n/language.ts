import { brandOfHost, LOCAL_HOSTS, hostNameOf } from "../../contracts/schema/brand.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../contracts/schema/language.ts";

/**
 * The seed's language rule (§4): the skin's language if a skin applies; otherwise the brand site's
 * language for this host; localhost uses the configured default (en); any other host, en.
 */
export const chooseLanguage = (input: {
  readonly skinLanguage: Language | null;
  readonly host: string;
  readonly configuredDefault?: Language;
}): Language => {
  if (input.skinLanguage) return input.skinLanguage;
  if (LOCAL_HOSTS.has(hostNameOf(input.host))) return input.configuredDefault ?? DEFAULT_LANGUAGE;
  return brandOfHost(input.host)?.language ?? DEFAULT_LANGUAGE;
};
