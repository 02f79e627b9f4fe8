import { MatchersV3 } from "@pact-foundation/pact";
import { Cause, Effect, Exit, Option } from "effect";
import { describe, expect, it } from "vitest";
import { FamilyInterviewsApi } from "../src/services/family-interviews/family-interviews.ts";
import { PACT_ACCOUNT, PACT_CLIENT, PACT_INTERVIEW, ProviderStates } from "./provider-states.ts";
import {
  INTERVIEW_QUESTIONS,
  RELATIONSHIPS,
  type InterviewSubmission,
  type NewFamilyInterview,
} from "./schema/family-interviews.ts";
import { failureTag, runAgainst } from "./support/consumer-client.ts";
import { avowPact, baseHeaders, errorBody, jsonResponseHeaders } from "./support/pact.ts";

const { like, regex, eachLike, fromProviderState } = MatchersV3;

const pact = avowPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const ISO_TIME = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const LANGUAGE = "^(en|es|pt|de|fr)$";
const RELATIONSHIP = `^(${RELATIONSHIPS.join("|")})$`;
const QUESTION = `^(${INTERVIEW_QUESTIONS.join("|")})$`;
const PRACTITIONER_UUID = "0a3f6c1e-2b4d-4e5f-8a6b-7c8d9e0f1a22";
const EXAMPLE_INTERVIEW_UUID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

const json = { "Content-Type": regex("^application/json", "application/json") };
const signedIn = { ...baseHeaders, Authorization: `Bearer ${PACT_ACCOUNT.sessionToken}` };
const signedInJson = { ...signedIn, ...json };
// The relative's calls carry no session: the link is the key.
const publicJson = { ...baseHeaders, ...json };

const interviewsUrl = `/api/account/${PACT_CLIENT.uuid}/family-interviews`;
const linkUrl = (token: string) => `/api/family-interview/${token}`;

/** An invitation as the SPA relies on it; pending unless told otherwise. */
const interviewBody = (relative: {
  name: string;
  email: string;
  relationship: string;
  language: string;
}) => ({
  uuid: regex(UUID, EXAMPLE_INTERVIEW_UUID),
  clientUuid: regex(UUID, PACT_CLIENT.uuid),
  relativeName: like(relative.name),
  relationship: regex(RELATIONSHIP, relative.relationship),
  email: like(relative.email),
  language: regex(LANGUAGE, relative.language),
  status: regex("^(pending|submitted|expired)$", "pending"),
  invitedBy: { uuid: regex(UUID, PRACTITIONER_UUID), firstName: like("Priya"), lastName: like("Shah") },
  createdAt: regex(ISO_TIME, "2026-11-22T09:00:00.000Z"),
  expiresAt: regex(ISO_TIME, "2026-12-06T09:00:00.000Z"),
  submittedAt: null,
  documentUuid: null,
});

const newRelative: NewFamilyInterview = {
  relativeName: "Marta Álvarez",
  relationship: "parent",
  email: "marta.alvarez@example.org",
  language: "es",
};

const submission: InterviewSubmission = {
  consent: true,
  answers: [
    { question: "relationship", answer: "Soy su hermana mayor." },
    { question: "birth", answer: "Nació en Sevilla el 3 de mayo de 1990." },
  ],
};

const run = <A, E>(
  url: string,
  use: (api: FamilyInterviewsApi["Service"]) => Effect.Effect<A, E>,
  signedInAs: { authToken?: string } = { authToken: PACT_ACCOUNT.sessionToken },
) =>
  runAgainst(
    url,
    Effect.gen(function* () {
      return yield* use(yield* FamilyInterviewsApi);
    }),
    signedInAs,
  );
const runAsRelative = <A, E>(
  url: string,
  use: (api: FamilyInterviewsApi["Service"]) => Effect.Effect<A, E>,
) => run(url, use, {});

/** The failure's error, for its code and fields. */
const failureOf = (exit: Exit.Exit<unknown, unknown>): unknown =>
  Exit.isFailure(exit) ? Option.getOrUndefined(Cause.findErrorOption(exit.cause)) : undefined;

describe("Family interview API, the professional's calls (consumer: avow-spa, provider: avow-api)", () => {
  it("POST /api/account/{id}/family-interviews invites a relative and answers the invitation", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithActiveClient)
      .uponReceiving("a practitioner inviting a relative of their client to a family interview")
      .withRequest("POST", interviewsUrl, (b) => b.headers(signedInJson).jsonBody(newRelative))
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          interviewBody({
            name: newRelative.relativeName,
            email: newRelative.email,
            relationship: newRelative.relationship,
            language: newRelative.language,
          }),
        ),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.invite(PACT_CLIENT.uuid, newRelative));
        expect(Exit.isSuccess(exit) && exit.value).toMatchObject({
          clientUuid: PACT_CLIENT.uuid,
          status: "pending",
          submittedAt: null,
        });
      }));

  it("POST /api/account/{id}/family-interviews answers 400 naming each wrong field", () => {
    // As a person might type it before the form's own checks: the server checks again, field by field.
    const wrong = { ...newRelative, relativeName: " ", email: "marta.example.org" };
    return pact
      .addInteraction()
      .given(ProviderStates.practitionerWithActiveClient)
      .uponReceiving("a practitioner inviting a relative with an empty name and a wrong email")
      .withRequest("POST", interviewsUrl, (b) => b.headers(signedInJson).jsonBody(wrong))
      .willRespondWith(400, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          ...errorBody("invalid_request"),
          fields: {
            relativeName: like("must be a name of at most 120 characters"),
            email: like("must be an email address such as ana@example.org"),
          },
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.invite(PACT_CLIENT.uuid, wrong));
        expect(failureTag(exit)).toBe("Invalid");
        const failure = failureOf(exit) as { fields?: Record<string, string> } | undefined;
        expect(Object.keys(failure?.fields ?? {}).sort()).toEqual(["email", "relativeName"]);
      });
  });

  it("GET /api/account/{id}/family-interviews lists the client's invitations", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithInterviewInvitation)
      .uponReceiving("a practitioner listing the family interviews of their client")
      .withRequest("GET", interviewsUrl, (b) => b.headers(signedIn))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          items: eachLike(
            interviewBody({
              name: PACT_INTERVIEW.relativeName,
              email: PACT_INTERVIEW.email,
              relationship: PACT_INTERVIEW.relationship,
              language: PACT_INTERVIEW.language,
            }),
          ),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.list(PACT_CLIENT.uuid));
        expect(Exit.isSuccess(exit) && exit.value.items.map((item) => item.relativeName)).toEqual([
          PACT_INTERVIEW.relativeName,
        ]);
      }));

  it("DELETE /api/account/{id}/family-interviews/{uuid} withdraws a pending invitation", () =>
    pact
      .addInteraction()
      .given(ProviderStates.practitionerWithInterviewInvitation)
      .uponReceiving("a practitioner withdrawing a pending family interview invitation")
      .withRequest(
        "DELETE",
        // The invitation's uuid is the provider's: its state hands it over.
        fromProviderState(`${interviewsUrl}/\${interviewUuid}`, `${interviewsUrl}/${EXAMPLE_INTERVIEW_UUID}`),
        (b) => b.headers(signedIn),
      )
      .willRespondWith(204)
      .executeTest(async (mock) => {
        const exit = await run(mock.url, (api) => api.withdraw(PACT_CLIENT.uuid, EXAMPLE_INTERVIEW_UUID));
        expect(Exit.isSuccess(exit)).toBe(true);
      }));
});

describe("Family interview API, the relative's calls (consumer: avow-spa, provider: avow-api)", () => {
  it("GET /api/family-interview/{token} answers who asks, about whom, in which language, and the questions", () =>
    pact
      .addInteraction()
      .given(ProviderStates.interviewLinkPending)
      .uponReceiving("a relative opening the family interview link they were emailed")
      .withRequest("GET", linkUrl(PACT_INTERVIEW.pendingToken), (b) => b.headers(baseHeaders))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({
          language: regex(LANGUAGE, PACT_INTERVIEW.language),
          relativeName: like(PACT_INTERVIEW.relativeName),
          relationship: regex(RELATIONSHIP, PACT_INTERVIEW.relationship),
          client: { firstName: like("José"), lastName: like("Álvarez") },
          askedBy: {
            firstName: like("Priya"),
            lastName: like("Shah"),
            organisation: like("Pact Family Law"),
          },
          expiresAt: regex(ISO_TIME, "2026-12-06T09:00:00.000Z"),
          questions: eachLike(regex(QUESTION, "relationship")),
        }),
      )
      .executeTest(async (mock) => {
        const exit = await runAsRelative(mock.url, (api) => api.invitation(PACT_INTERVIEW.pendingToken));
        expect(Exit.isSuccess(exit) && exit.value).toMatchObject({
          language: PACT_INTERVIEW.language,
          relativeName: PACT_INTERVIEW.relativeName,
        });
      }));

  it("GET /api/family-interview/{token} answers 404 interview_link_invalid for a token Avow never issued", () => {
    const unknown = "Unkn0wnInterv1ewT0ken_abcdefghijklmnopqrstu";
    return pact
      .addInteraction()
      .given(ProviderStates.interviewLinkPending)
      .uponReceiving("a relative opening a family interview link Avow never issued")
      .withRequest("GET", linkUrl(unknown), (b) => b.headers(baseHeaders))
      .willRespondWith(404, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(errorBody("interview_link_invalid")),
      )
      .executeTest(async (mock) => {
        const exit = await runAsRelative(mock.url, (api) => api.invitation(unknown));
        expect(failureTag(exit)).toBe("NotFound");
        expect(failureOf(exit)).toMatchObject({ code: "interview_link_invalid" });
      });
  });

  it.each([
    [ProviderStates.interviewLinkUsed, PACT_INTERVIEW.usedToken, "interview_link_used", "already been used"],
    [ProviderStates.interviewLinkExpired, PACT_INTERVIEW.expiredToken, "interview_link_expired", "expired"],
  ])("GET /api/family-interview/{token} answers 410 %s", (state, token, code, what) =>
    pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a relative opening a family interview link that has ${what}`)
      .withRequest("GET", linkUrl(token), (b) => b.headers(baseHeaders))
      .willRespondWith(410, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody(code)))
      .executeTest(async (mock) => {
        const exit = await runAsRelative(mock.url, (api) => api.invitation(token));
        // A 410 is no failure of the request itself: the SPA reads its code and says the link is dead.
        expect(failureOf(exit)).toMatchObject({ _tag: "Unexpected", status: 410, code });
      }),
  );

  it("POST /api/family-interview/{token} takes the answers and says when", () =>
    pact
      .addInteraction()
      .given(ProviderStates.interviewLinkPending)
      .uponReceiving("a relative sending their consent and answers through the link")
      .withRequest("POST", linkUrl(PACT_INTERVIEW.pendingToken), (b) =>
        b.headers(publicJson).jsonBody(submission),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonResponseHeaders).jsonBody({ submittedAt: regex(ISO_TIME, "2026-11-23T10:00:00.000Z") }),
      )
      .executeTest(async (mock) => {
        const exit = await runAsRelative(mock.url, (api) =>
          api.submit(PACT_INTERVIEW.pendingToken, submission),
        );
        expect(Exit.isSuccess(exit) && exit.value.submittedAt).toMatch(new RegExp(ISO_TIME));
      }));

  it("POST /api/family-interview/{token} answers 400 consent_required without the consent", () => {
    const withoutConsent: InterviewSubmission = { ...submission, consent: false };
    return pact
      .addInteraction()
      .given(ProviderStates.interviewLinkPending)
      .uponReceiving("a relative sending answers without agreeing to the consent statement")
      .withRequest("POST", linkUrl(PACT_INTERVIEW.pendingToken), (b) =>
        b.headers(publicJson).jsonBody(withoutConsent),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponseHeaders).jsonBody(errorBody("consent_required")))
      .executeTest(async (mock) => {
        const exit = await runAsRelative(mock.url, (api) =>
          api.submit(PACT_INTERVIEW.pendingToken, withoutConsent),
        );
        expect(failureTag(exit)).toBe("Invalid");
        expect(failureOf(exit)).toMatchObject({ code: "consent_required" });
      });
  });
});
