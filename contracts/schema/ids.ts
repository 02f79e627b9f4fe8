import { Schema } from "effect";

/** A lower- or upper-case RFC 9562 UUID as it appears in paths and bodies. */
export const Uuid = Schema.String.check(
  Schema.isUUID(undefined, { message: "must be a UUID such as 123e4567-e89b-42d3-a456-426614174000" }),
);
export type Uuid = typeof Uuid.Type;

export const isUuid: (value: unknown) => value is Uuid = Schema.is(Uuid);

/**
 * A host name as a partner organisation serves Avow from it: letters, digits and hyphens in dot-separated
 * labels, at most 253 characters. Compared in lower case, without a trailing dot or a port.
 */
export const DomainName = Schema.String.check(
  Schema.isPattern(/^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?$/, {
    message: "must be a host name such as care.example.org",
  }),
);
export type DomainName = typeof DomainName.Type;

/** Lower-cases a host name and drops a trailing dot so that look-ups compare like with like. */
export const normaliseDomain = (domain: string): string => domain.trim().toLowerCase().replace(/\.$/, "");
