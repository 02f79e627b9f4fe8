import path from "node:path";
import { MatchersV3, PactV4, type Rules } from "@pact-foundation/pact";
import { EXAMPLE_SKIN } from "../fixtures/example-skin.ts";
import { CONSUMER_API_KEY } from "./consumer-client.ts";

const { like, regex } = MatchersV3;

process.env.PACT_DO_NOT_TRACK = "true";

/** The one pact between the SPA and the API; every consumer test file adds its interactions to it. */
export const avowPact = (): PactV4 =>
  new PactV4({
    consumer: "avow-spa",
    provider: "avow-api",
    dir: path.resolve(import.meta.dirname, "../../pacts"),
    logLevel: "warn",
  });

export const HEX = "^#[0-9a-f]{6}$";

/** The headers every request carries (seed §7): the API key and the Time-Zone. */
export const baseHeaders = {
  "X-API-Key": like(CONSUMER_API_KEY),
  "Time-Zone": regex("^[+-]\\d{1,3};[A-Za-z0-9_+\\-/]+$", "+60;Europe/Paris"),
};

export const jsonResponseHeaders = {
  "Content-Type": regex("^application/json(;.*)?$", "application/json; charset=utf-8"),
};

export const textResponseHeaders = {
  "Content-Type": regex("^text/plain(;.*)?$", "text/plain; charset=utf-8"),
};

/**
 * Matching rules for a text/plain body that is an ISO 4217 code. The V4 builder has no matcher DSL for
 * text bodies, so the rule is given by hand at the body's root (`$`).
 */
export const currencyBodyRules = (example: string): Rules => ({
  body: { path: "$", rules: [regex("^[A-Z]{3}$", example)] },
});

/** The error shape with a given code and any sentence. */
export const errorBody = (code: string) => ({ error: code, message: like("A sentence for people.") });

/** A skin as the SPA relies on it, by type and pattern. */
export const skinBody = (withSecondaryText: boolean) => ({
  title: like(EXAMPLE_SKIN.title),
  logoUrl: like(EXAMPLE_SKIN.logoUrl),
  websiteUrl: like(EXAMPLE_SKIN.websiteUrl),
  language: regex("^(en|es|pt|de|fr)$", EXAMPLE_SKIN.language),
  primaryColor: regex(HEX, EXAMPLE_SKIN.primaryColor),
  secondaryColor: regex(HEX, EXAMPLE_SKIN.secondaryColor),
  accentColor: regex(HEX, EXAMPLE_SKIN.accentColor),
  ...(withSecondaryText ? { secondaryTextColor: regex(HEX, EXAMPLE_SKIN.secondaryTextColor) } : {}),
});
