import { Schema } from "effect";

/** `GET /api/health`: whether the server and its database answer. */
export const Health = Schema.Struct({
  status: Schema.Literals(["ok", "unavailable"]),
  database: Schema.Literals(["up", "down"]),
  version: Schema.String,
});
export type Health = typeof Health.Type;
