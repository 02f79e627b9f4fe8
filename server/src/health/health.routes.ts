import type { FastifyInstance } from "fastify";
import type { Health } from "../../../contracts/schema/health.ts";
import { pingDatabase, type Db } from "../db/database.ts";

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes = (db: Db, version: string) => async (api: FastifyInstance) => {
  api.get("/health", async (_request, reply) => {
    const up = await pingDatabase(db);
    const body: Health = { status: up ? "ok" : "unavailable", database: up ? "up" : "down", version };
    return reply
      .code(up ? 200 : 503)
      .header("cache-control", "no-store")
      .send(body);
  });
};
