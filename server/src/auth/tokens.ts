import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the CSPRNG, base64url (43 characters): session and one-time tokens. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What is stored instead of a token: its SHA-256, hex. A leaked table gives no usable token. */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
