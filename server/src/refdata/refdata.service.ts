import type { Skin } from "../../../contracts/schema/skin.ts";
import { ErrorCodes } from "../../../contracts/schema/error.ts";
import type { Db } from "../db/database.ts";
import { notFound } from "../http/errors.ts";
import { findSkinByDomain, findSkinByOrganisation } from "../organisations/organisation.repository.ts";
import { skinFromRow } from "./skin.mapper.ts";

/** The public skin of an organisation; unknown organisations and organisations without a skin look alike. */
export const skinOfOrganisation = async (db: Db, organisationUuid: string): Promise<Skin> => {
  const row = await findSkinByOrganisation(db, organisationUuid.toLowerCase());
  if (!row) throw notFound("No skin is published for this organisation.", ErrorCodes.skinNotFound);
  return skinFromRow(row);
};

/** The skin of the partner organisation that serves Avow on a host name (normalised by the caller). */
export const skinOfDomain = async (db: Db, domain: string): Promise<Skin> => {
  const row = await findSkinByDomain(db, domain);
  if (!row) throw notFound("No skin is published for this domain.", ErrorCodes.skinNotFound);
  return skinFromRow(row);
};
