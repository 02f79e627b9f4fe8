import { createMemoryHistory } from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { brandOfLanguage } from "../../contracts/schema/brand.ts";
import type { Language } from "../../contracts/schema/language.ts";
import { createI18n } from "../i18n/i18n.ts";
import { createAppRouter } from "../router.ts";
import { AppRoot } from "../ui/app/app-root.tsx";
import { fakeApiRuntime, type FakeAnswer, type FakeRequest } from "./fake-api.ts";

/** Moves happy-dom's window to another address (the router keeps its own memory history). */
export const setWindowUrl = (url: string): void =>
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);

const NO_SKIN: FakeAnswer = [404, { error: "skin_not_found", message: "No skin." }];

/**
 * Mounts the whole app at `path` over a fake server (`answer`; by default every call is a 404). The shell
 * speaks the language of the brand site it is served from (seed §4), so for another language the page is
 * opened on that brand's host; English is localhost's default.
 */
export const mountApp = async (
  path: string,
  options: { readonly answer?: (request: FakeRequest) => FakeAnswer; readonly language?: Language } = {},
) => {
  const language = options.language ?? "en";
  const host = language === "en" ? "localhost:3000" : brandOfLanguage(language).hosts[0];
  setWindowUrl(`http://${host}/`);
  const { runtime, requests } = fakeApiRuntime(options.answer ?? (() => NO_SKIN));
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const i18n = await createI18n(language);
  await act(async () => {
    render(<AppRoot i18n={i18n} runtime={runtime} router={router} />);
  });
  return { router, i18n, requests };
};
