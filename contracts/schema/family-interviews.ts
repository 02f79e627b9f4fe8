import { Schema } from "effect";
import { Email } from "./account.ts";
import { Uuid } from "./ids.ts";
import { Language } from "./language.ts";

/**
 * Family interviews (issue 8): a professional invites a relative of a client to answer a short
 * questionnaire through a single-use link; the answers become a document of category `interview` on the
 * client's account. These are the bodies of its calls (docs/api.md, decision 0031).
 */

/** Error codes of the interview calls (`{ error, message }` bodies). */
export const FamilyInterviewErrorCodes = {
  /** The link's token is not one Avow issued (or its invitation was withdrawn): 404. */
  linkInvalid: "interview_link_invalid",
  /** The interview was already submitted through this link: 410. */
  linkUsed: "interview_link_used",
  /** The link is older than its validity (14 days by default): 410. */
  linkExpired: "interview_link_expired",
  /** Submitted without agreeing to the consent statement: 400. */
  consentRequired: "consent_required",
  /** Submitted with no answer at all: 400. */
  noAnswers: "no_answers",
  /** The relative's email is the client's own, or a professional's of the organisation: 409. */
  relativeIsNotARelative: "relative_email_taken",
} as const;

/**
 * The questionnaire, in the order it is asked: what a practitioner would ask a relative. The texts are the
 * SPA's (five languages, `familyInterview.questions.<id>`) and the server's (for the document it writes);
 * the ids are the contract.
 */
export const INTERVIEW_QUESTIONS = [
  /** How the relative knows the client, and since when. */
  "relationship",
  /** When and where the client was born. */
  "birth",
  /** Places the client has lived, with the years. */
  "placesLived",
  /** The client's family members: names, ages, where they are. */
  "familyMembers",
  /** When and where the client left, and how they travelled. */
  "departure",
  /** What the relative saw themselves, and when and where. */
  "witnessed",
  /** Anything else the practitioner should know. */
  "anythingElse",
] as const;
export const InterviewQuestion = Schema.Literals(INTERVIEW_QUESTIONS);
export type InterviewQuestion = typeof InterviewQuestion.Type;

/** How the relative is related to the client. */
export const RELATIONSHIPS = [
  "parent",
  "child",
  "sibling",
  "spouse",
  "partner",
  "grandparent",
  "grandchild",
  "uncleOrAunt",
  "cousin",
  "otherRelative",
  "friend",
  "neighbour",
] as const;
export const Relationship = Schema.Literals(RELATIONSHIPS).annotate({
  message: `must be one of ${RELATIONSHIPS.join(", ")}`,
});
export type Relationship = typeof Relationship.Type;

export const MAX_RELATIVE_NAME_LENGTH = 120;
export const MAX_ANSWER_LENGTH = 5000;

/** A relative's name as the professional types it: 1–120 characters once trimmed, no control characters. */
export const RelativeName = Schema.String.check(
  Schema.isPattern(/^(?=[\s\S]*\S)[^\p{Cc}]{1,120}$/u, {
    message: "must be a name of at most 120 characters",
  }),
);

/** `POST /api/account/{clientUuid}/family-interviews`: whom to invite, and in which language. */
export const NewFamilyInterview = Schema.Struct({
  relativeName: RelativeName,
  relationship: Relationship,
  email: Email,
  language: Language,
});
export type NewFamilyInterview = typeof NewFamilyInterview.Type;

/** Where an invitation stands; `expired` is worked out from `expiresAt` when read. */
export const FamilyInterviewStatus = Schema.Literals(["pending", "submitted", "expired"]);
export type FamilyInterviewStatus = typeof FamilyInterviewStatus.Type;

/** A professional's view of one invitation (the token itself is never shown again: only emailed). */
export const FamilyInterview = Schema.Struct({
  uuid: Uuid,
  clientUuid: Uuid,
  relativeName: Schema.String,
  relationship: Relationship,
  email: Schema.String,
  language: Language,
  status: FamilyInterviewStatus,
  invitedBy: Schema.Struct({ uuid: Uuid, firstName: Schema.String, lastName: Schema.String }),
  createdAt: Schema.String,
  expiresAt: Schema.String,
  submittedAt: Schema.NullOr(Schema.String),
  /** The interview document once submitted (null while pending, and when that document was deleted). */
  documentUuid: Schema.NullOr(Uuid),
});
export type FamilyInterview = typeof FamilyInterview.Type;

/** `GET /api/account/{clientUuid}/family-interviews`: newest first. */
export const FamilyInterviewList = Schema.Struct({ items: Schema.Array(FamilyInterview) });
export type FamilyInterviewList = typeof FamilyInterviewList.Type;

/** The token in `/family-interview/$token` and its calls: 256 random bits, base64url. */
export const InterviewToken = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{43}$/, { message: "must be the link Avow emailed" }),
);
export const isInterviewToken: (value: unknown) => value is string = Schema.is(InterviewToken);

/**
 * `GET /api/family-interview/{token}` (public: no session): what the relative's page shows — who asks,
 * about whom, in which language, until when, and the questions.
 */
export const InterviewInvitation = Schema.Struct({
  language: Language,
  relativeName: Schema.String,
  relationship: Relationship,
  client: Schema.Struct({ firstName: Schema.String, lastName: Schema.String }),
  askedBy: Schema.Struct({ firstName: Schema.String, lastName: Schema.String, organisation: Schema.String }),
  expiresAt: Schema.String,
  questions: Schema.Array(InterviewQuestion),
});
export type InterviewInvitation = typeof InterviewInvitation.Type;

/** One answer; an empty or blank answer is left out of the document. */
export const InterviewAnswer = Schema.Struct({
  question: InterviewQuestion,
  answer: Schema.String.check(
    Schema.isMaxLength(MAX_ANSWER_LENGTH, { message: `must be at most ${MAX_ANSWER_LENGTH} characters` }),
  ),
});
export type InterviewAnswer = typeof InterviewAnswer.Type;

/** `POST /api/family-interview/{token}`: the consent and the answers, each question at most once. */
export const InterviewSubmission = Schema.Struct({
  consent: Schema.Boolean,
  answers: Schema.Array(InterviewAnswer).check(
    Schema.isMaxLength(INTERVIEW_QUESTIONS.length, { message: "must answer each question at most once" }),
  ),
});
export type InterviewSubmission = typeof InterviewSubmission.Type;

/** The answer to a submission: when it was received (the link is dead from then on). */
export const InterviewSubmitted = Schema.Struct({ submittedAt: Schema.String });
export type InterviewSubmitted = typeof InterviewSubmitted.Type;
