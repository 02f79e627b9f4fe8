import { Effect, Exit, Layer } from "effect";
import { describe, expect, it } from "vitest";
import {
  EXAMPLE_FAMILY_INTERVIEW,
  EXAMPLE_INTERVIEW_INVITATION,
} from "../../../contracts/fixtures/example-family-interview.ts";
import type { InterviewInvitation, NewFamilyInterview } from "../../../contracts/schema/family-interviews.ts";
import { HttpClient } from "../http-client/http-client.ts";
import type { UnauthorizedDecision } from "../http-client/unauthorized-policy.ts";
import { jsonResponse, runService } from "../../test/service-harness.ts";
import { FamilyInterviewsApi } from "./family-interviews.ts";

const INTERVIEW = EXAMPLE_FAMILY_INTERVIEW;
const CLIENT = INTERVIEW.clientUuid;
const TOKEN = "Pend1ngInterv1ewT0ken_abcdefghijklmnopqrstu";
const NEW: NewFamilyInterview = {
  relativeName: "Lucía Álvarez",
  relationship: "sibling",
  email: "lucia@example.org",
  language: "es",
};
const INVITATION: InterviewInvitation = {
  ...EXAMPLE_INTERVIEW_INVITATION,
  questions: ["relationship", "birth"],
};

const json = jsonResponse;
const error = (status: number, code: string) => json(status, { error: code, message: "A sentence." });

const runWith = <A, E>(
  respond: (url: string, init?: RequestInit) => Response,
  program: (api: FamilyInterviewsApi["Service"]) => Effect.Effect<A, E>,
  options: { pathname?: string; authToken?: string | null } = {},
) =>
  runService(
    FamilyInterviewsApi.layer,
    respond,
    Effect.flatMap(Effect.service(FamilyInterviewsApi), program),
    options,
  );

const codeOf = (exit: Exit.Exit<unknown, unknown>): string | undefined => {
  if (!Exit.isFailure(exit)) return undefined;
  const match = /"code":"(\w+)"/.exec(JSON.stringify(exit));
  return match?.[1];
};

describe("FamilyInterviewsApi, the professional's calls", () => {
  it("posts an invitation to the client's interviews and decodes the one made", async () => {
    const { exit, calls } = await runWith(
      () => json(201, INTERVIEW),
      (api) => api.invite(CLIENT, NEW),
    );
    expect(exit).toEqual(Exit.succeed(INTERVIEW));
    expect(calls[0]).toMatchObject({ url: `/api/account/${CLIENT}/family-interviews`, method: "POST" });
    expect(JSON.parse(String(calls[0]?.body))).toEqual(NEW);
  });

  it("lists the client's invitations and withdraws one with DELETE", async () => {
    const { exit, calls } = await runWith(
      (_, init) =>
        init?.method === "DELETE" ? new Response(null, { status: 204 }) : json(200, { items: [INTERVIEW] }),
      (api) =>
        Effect.gen(function* () {
          const list = yield* api.list(CLIENT);
          yield* api.withdraw(CLIENT, INTERVIEW.uuid);
          return list;
        }),
    );
    expect(exit).toEqual(Exit.succeed({ items: [INTERVIEW] }));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /api/account/${CLIENT}/family-interviews`,
      `DELETE /api/account/${CLIENT}/family-interviews/${INTERVIEW.uuid}`,
    ]);
  });

  it("fails with the server's code: 409 relative_email_taken, 400 with the fields named", async () => {
    const taken = await runWith(
      () => error(409, "relative_email_taken"),
      (api) => api.invite(CLIENT, NEW),
    );
    expect(taken.exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: "Invalid", status: 409, code: "relative_email_taken" })),
    );
    const wrong = await runWith(
      () => json(400, { error: "invalid_request", message: "No.", fields: { email: "must be an email" } }),
      (api) => api.invite(CLIENT, NEW),
    );
    expect(wrong.exit).toEqual(
      Exit.fail(expect.objectContaining({ _tag: "Invalid", fields: { email: "must be an email" } })),
    );
  });

  it("refuses a list that breaks the contract", async () => {
    const { exit } = await runWith(
      () => json(200, { items: [{ ...INTERVIEW, status: "lost" }] }),
      (api) => api.list(CLIENT),
    );
    expect(codeOf(exit)).toBe("invalid_response");
  });
});

describe("FamilyInterviewsApi, the relative's calls", () => {
  it("reads the invitation behind a link and posts the answers to the same address", async () => {
    const { exit, calls } = await runWith(
      (_, init) =>
        init?.method === "POST"
          ? json(201, { submittedAt: "2026-11-23T10:00:00.000Z" })
          : json(200, INVITATION),
      (api) =>
        Effect.gen(function* () {
          const invitation = yield* api.invitation(TOKEN);
          const submitted = yield* api.submit(TOKEN, {
            consent: true,
            answers: [{ question: "birth", answer: "Madrid, 1990" }],
          });
          return [invitation, submitted];
        }),
      { pathname: `/family-interview/${TOKEN}`, authToken: null },
    );
    expect(exit).toEqual(Exit.succeed([INVITATION, { submittedAt: "2026-11-23T10:00:00.000Z" }]));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /api/family-interview/${TOKEN}`,
      `POST /api/family-interview/${TOKEN}`,
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({
      consent: true,
      answers: [{ question: "birth", answer: "Madrid, 1990" }],
    });
  });

  it.each([
    [404, "interview_link_invalid", "NotFound"],
    [410, "interview_link_used", "Unexpected"],
    [410, "interview_link_expired", "Unexpected"],
    [400, "invalid_request", "Invalid"],
  ])("a link answered %i %s fails as %s with that code", async (status, code, tag) => {
    const { exit } = await runWith(
      () => error(status, code),
      (api) => api.invitation(TOKEN),
    );
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: tag, code })));
  });

  it("fails a submission without consent with Invalid consent_required", async () => {
    const { exit } = await runWith(
      () => error(400, "consent_required"),
      (api) => api.submit(TOKEN, { consent: false, answers: [] }),
    );
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: "Invalid", code: "consent_required" })));
  });

  it("never signs out nor redirects on a 401 while on the interview page (seed §8)", async () => {
    const decisions: UnauthorizedDecision[] = [];
    const http = HttpClient.layerFrom({
      baseUrl: "",
      apiKey: "k",
      fetch: async () => error(401, "unauthenticated"),
      now: () => new Date(),
      timeZone: () => "UTC",
      authToken: () => "stale-session",
      cookies: () => "",
      page: () => ({ pathname: `/family-interview/${TOKEN}`, search: "" }),
      applyUnauthorized: (decision) => void decisions.push(decision),
      timeoutMs: 1000,
    });
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Effect.service(FamilyInterviewsApi), (api) => api.invitation(TOKEN)),
        FamilyInterviewsApi.layer.pipe(Layer.provide(http)),
      ),
    );
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: "Unauthorized" })));
    expect(decisions).toEqual([{ signOut: false, redirectTo: null }]);
  });
});
