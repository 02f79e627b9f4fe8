import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { issueXsrfCookie } from "../http/xsrf.ts";

/**
 * Serves the built SPA: hashed assets with a year's cache, and index.html (never cached) for every other
 * GET outside /api, so that the client router owns deep links (history fallback).
 */
export const serveSpa = async (
  app: FastifyInstance,
  spaDir: string,
  secureCookies: boolean,
): Promise<void> => {
  const indexFile = path.join(spaDir, "index.html");
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ spaDir }, "no built SPA found: run `npm run build`; serving the API only");
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: spaDir,
    index: false,
    wildcard: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.startsWith(path.join(spaDir, "assets") + path.sep);
      const html = filePath.endsWith(".html");
      res.header(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : html ? "no-cache" : "public, max-age=3600",
      );
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    issueXsrfCookie(request, reply, secureCookies);
    return reply
      .code(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  };

  app.get("/", sendIndex);
  // A page load asks for text/html; a missing script or image (Accept */*) must stay a 404.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      /text\/html/.test(request.headers.accept ?? "");
    if (wantsPage) return sendIndex(request, reply);
    return reply.code(404).send({ error: "not_found", message: "Not found." });
  });
};
