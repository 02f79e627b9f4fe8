/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API key the SPA sends (default: the development key `avow-dev`). */
  readonly VITE_API_KEY?: string;
  /** The language on localhost (seed §4), one of en, es, pt, de, fr; default en. */
  readonly VITE_DEFAULT_LANGUAGE?: string;
}
