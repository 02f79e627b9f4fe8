import { css } from "@linaria/core";
import { DEFAULT_THEME } from "../../../contracts/schema/skin.ts";

/**
 * Breakpoints (docs/decisions/0006-breakpoints.md): phone below 768 px; tablet portrait 768-1023 px in
 * portrait orientation; medium 768-1279 px otherwise; desktop from 1280 px.
 */
/** Phones: where the footer shows the brand dropdown instead of links. */
export const PHONE_QUERY = "(max-width: 767.98px)";

export const globalStyles = css`
  :global() {
    :root {
      --avow-primary: ${DEFAULT_THEME.primaryColor};
      --avow-secondary: ${DEFAULT_THEME.secondaryColor};
      --avow-accent: ${DEFAULT_THEME.accentColor};
      --avow-secondary-text: ${DEFAULT_THEME.secondaryColor};
      --avow-on-primary: #ffffff;
      --avow-on-accent: #1b1f24;
      --avow-warning: #b3261e;
      --avow-text: #1b1f24;
      --avow-muted: #4a5563;
      --avow-surface: #ffffff;
      --avow-page: #f5f7fa;
      --avow-header-height: 150px;
      --avow-footer-height: 75px;
      color-scheme: light;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      font-family:
        system-ui,
        -apple-system,
        "Segoe UI",
        Roboto,
        "Helvetica Neue",
        Arial,
        sans-serif;
      line-height: 1.5;
      color: var(--avow-text);
      background: var(--avow-page);
      -webkit-text-size-adjust: 100%;
    }

    body {
      margin: 0;
      min-height: 100vh;
    }

    a {
      /* The skin's colour for text in its secondary role (seed §3: falls back to the secondary colour). */
      color: var(--avow-secondary-text);
    }

    :focus-visible {
      outline: 3px solid var(--avow-accent);
      outline-offset: 2px;
    }

    @media (prefers-reduced-motion: reduce) {
      * {
        animation: none !important;
        transition: none !important;
        scroll-behavior: auto !important;
      }
    }

    @media (max-width: 1279.98px) {
      :root {
        --avow-header-height: 100px;
        --avow-footer-height: 50px;
      }
    }

    @media (min-width: 768px) and (max-width: 1023.98px) and (orientation: portrait) {
      :root {
        --avow-footer-height: 75px;
      }
    }

    @media (max-width: 767.98px) {
      :root {
        --avow-header-height: 100px;
        --avow-footer-height: 75px;
      }
    }
  }
`;
