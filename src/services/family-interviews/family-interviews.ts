import { Context, Effect, Layer, Schema } from "effect";
import {
  FamilyInterview,
  FamilyInterviewList,
  InterviewInvitation,
  InterviewSubmitted,
  type InterviewSubmission,
  type NewFamilyInterview,
} from "../../../contracts/schema/family-interviews.ts";
import type { ApiFailure } from "../errors.ts";
import { decodeResponse } from "../http-client/decode-response.ts";
import { HttpClient } from "../http-client/http-client.ts";

/** A 204 has no body. */
const Empty = Schema.Null;

const interviewsUrl = (clientUuid: string) =>
  `/api/account/${encodeURIComponent(clientUuid)}/family-interviews`;
const linkUrl = (token: string) => `/api/family-interview/${encodeURIComponent(token)}`;

/**
 * Family interviews (issue 8): a professional invites a relative of a client and follows the invitations;
 * the relative, with no session, reads the invitation behind the emailed link and sends the answers.
 */
export class FamilyInterviewsApi extends Context.Service<
  FamilyInterviewsApi,
  {
    /** Invites a relative (the server emails the link); Invalid 409 `relative_email_taken`, or 400 with `fields`. */
    readonly invite: (
      clientUuid: string,
      invitation: NewFamilyInterview,
    ) => Effect.Effect<FamilyInterview, ApiFailure>;
    /** A client's invitations, newest first. */
    readonly list: (clientUuid: string) => Effect.Effect<FamilyInterviewList, ApiFailure>;
    /** Withdraws a pending invitation: its link stops working. */
    readonly withdraw: (clientUuid: string, interviewUuid: string) => Effect.Effect<void, ApiFailure>;
    /**
     * What the emailed link shows (no session needed). NotFound `interview_link_invalid`; Unexpected 410
     * `interview_link_used` or `interview_link_expired`.
     */
    readonly invitation: (token: string) => Effect.Effect<InterviewInvitation, ApiFailure>;
    /** Sends the relative's answers; the link is dead from then on. Invalid 400 `consent_required` / `no_answers`. */
    readonly submit: (
      token: string,
      submission: InterviewSubmission,
    ) => Effect.Effect<InterviewSubmitted, ApiFailure>;
  }
>()("avow/services/family-interviews/FamilyInterviewsApi") {
  static readonly layer = Layer.effect(
    FamilyInterviewsApi,
    Effect.gen(function* () {
      const http = yield* HttpClient;
      return FamilyInterviewsApi.of({
        invite: (clientUuid, invitation) =>
          http
            .execute({ method: "POST", url: interviewsUrl(clientUuid), json: invitation })
            .pipe(Effect.flatMap(decodeResponse(FamilyInterview))),
        list: (clientUuid) =>
          http
            .execute({ method: "GET", url: interviewsUrl(clientUuid) })
            .pipe(Effect.flatMap(decodeResponse(FamilyInterviewList))),
        withdraw: (clientUuid, interviewUuid) =>
          http
            .execute({
              method: "DELETE",
              url: `${interviewsUrl(clientUuid)}/${encodeURIComponent(interviewUuid)}`,
            })
            .pipe(Effect.flatMap(decodeResponse(Empty)), Effect.asVoid),
        invitation: (token) =>
          http
            .execute({ method: "GET", url: linkUrl(token) })
            .pipe(Effect.flatMap(decodeResponse(InterviewInvitation))),
        submit: (token, submission) =>
          http
            .execute({ method: "POST", url: linkUrl(token), json: submission })
            .pipe(Effect.flatMap(decodeResponse(InterviewSubmitted))),
      });
    }),
  );
}
