import { and, assign, fromPromise, setup } from "xstate";
import type { ClientItem, NewClient } from "../../../contracts/schema/clients.ts";
import type { Language } from "../../../contracts/schema/language.ts";
import { failureCode } from "../failure-code.ts";
import { problemsAfterChange, serverProblemsOf, withoutProblem } from "../field-problems.ts";
import {
  emptyDraft,
  NEW_CLIENT_FIELDS,
  payloadOf,
  problemsOf,
  type NewClientDraft,
  type NewClientField,
  type NewClientProblems,
} from "./new-client-draft.ts";

export interface NewClientInput {
  /** The brand's language, which a new client gets unless the professional picks another. */
  readonly language: Language;
  /** The brand's country (its locale's region), the country the form starts with. */
  readonly country: string;
  /** The brand's currency, shown until the currency of the country is known. */
  readonly currencyCode: string;
}

export interface NewClientContext {
  readonly draft: NewClientDraft;
  /** The professional chose the currency themselves: a change of country no longer replaces it. */
  readonly currencyEdited: boolean;
  /** The problems shown beside the fields: the form's checks once a save was tried, and the server's. */
  readonly problems: NewClientProblems;
  /** A save was tried: from then on the form's checks follow every keystroke. */
  readonly showProblems: boolean;
  /** Save was pressed while the currency was being looked up: save once it is known. */
  readonly submitQueued: boolean;
  /** A failure not tied to one field (offline, forbidden, the server's own trouble). */
  readonly errorCode: string | null;
  readonly created: ClientItem | null;
}

export type NewClientEvent =
  | { type: "field.changed"; field: Exclude<NewClientField, "country" | "currencyCode">; value: string }
  | { type: "country.changed"; country: string }
  | { type: "currency.changed"; currencyCode: string }
  | { type: "sendEmail.changed"; checked: boolean }
  | { type: "form.submit" }
  | { type: "form.another" };

/** What the server's refusal says about the fields: the email taken (409), or the fields a 400 names. */
const fieldProblemsOf = (error: unknown) =>
  serverProblemsOf(error, NEW_CLIENT_FIELDS, { code: "email_taken", field: "email" });

/**
 * A professional adding a client (seed §3's new-client payload): checked field by field with the server's
 * rules before sending; the currency follows the country (GET /api/refdata/currency, supplied as
 * `lookUpCurrency`) until the professional picks one; the server's refusals land beside their fields.
 */
export const newClientMachine = setup({
  types: {
    input: {} as NewClientInput,
    context: {} as NewClientContext,
    events: {} as NewClientEvent,
  },
  actors: {
    // Supplied at the edge: the refdata service's currency of a country.
    lookUpCurrency: fromPromise<string, { country: string }>(() =>
      Promise.reject(new Error("lookUpCurrency not provided")),
    ),
    // Supplied at the edge: POST /api/account/me/clients.
    createClient: fromPromise<ClientItem, NewClient>(() =>
      Promise.reject(new Error("createClient not provided")),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(problemsOf(context.draft)).length === 0,
    isCurrencyFollowingCountry: ({ context }) => !context.currencyEdited,
    isSubmitQueued: ({ context }) => context.submitQueued,
    hasFieldProblems: (_, params: { error: unknown }) => fieldProblemsOf(params.error) !== null,
  },
  actions: {
    assignField: assign(({ context }, params: { field: NewClientField; value: string }) => {
      const draft = { ...context.draft, [params.field]: params.value };
      return {
        draft,
        problems: problemsAfterChange(
          context.problems,
          params.field,
          problemsOf(draft),
          context.showProblems,
        ),
      };
    }),
    assignCurrencyEdited: assign({ currencyEdited: true }),
    assignLookedUpCurrency: assign(({ context }, params: { currencyCode: string }) =>
      context.currencyEdited
        ? {}
        : {
            draft: { ...context.draft, currencyCode: params.currencyCode },
            problems: withoutProblem(context.problems, "currencyCode"),
          },
    ),
    assignSendEmail: assign(({ context }, params: { checked: boolean }) => ({
      draft: { ...context.draft, sendConnectionEmail: params.checked },
    })),
    queueSubmit: assign({ submitQueued: true }),
    revealProblems: assign(({ context }) => ({
      problems: { ...context.problems, ...problemsOf(context.draft) },
      showProblems: true,
      submitQueued: false,
    })),
    startSubmit: assign({ submitQueued: false, errorCode: null }),
    assignServerProblems: assign(({ context }, params: { error: unknown }) => ({
      problems: { ...context.problems, ...fieldProblemsOf(params.error) },
      showProblems: true,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ errorCode: failureCode(params.error) })),
    assignCreated: assign((_, params: { client: ClientItem }) => ({ created: params.client })),
    // The next client most likely shares the country, language, currency and the choice of email.
    startAnother: assign(({ context }) => ({
      draft: { ...context.draft, email: "", title: "", firstName: "", lastName: "" },
      problems: {},
      showProblems: false,
      errorCode: null,
      created: null,
    })),
  },
}).createMachine({
  id: "newClient",
  context: ({ input }) => ({
    draft: emptyDraft(input),
    currencyEdited: false,
    problems: {},
    showProblems: false,
    submitQueued: false,
    errorCode: null,
    created: null,
  }),
  initial: "editing",
  states: {
    editing: {
      initial: "lookingUpCurrency",
      on: {
        "field.changed": {
          actions: {
            type: "assignField",
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        "currency.changed": {
          actions: [
            "assignCurrencyEdited",
            {
              type: "assignField",
              params: ({ event }) => ({ field: "currencyCode", value: event.currencyCode }),
            },
          ],
        },
        "country.changed": [
          {
            guard: "isCurrencyFollowingCountry",
            target: ".lookingUpCurrency",
            reenter: true,
            actions: {
              type: "assignField",
              params: ({ event }) => ({ field: "country", value: event.country }),
            },
          },
          {
            actions: {
              type: "assignField",
              params: ({ event }) => ({ field: "country", value: event.country }),
            },
          },
        ],
        "sendEmail.changed": {
          actions: { type: "assignSendEmail", params: ({ event }) => ({ checked: event.checked }) },
        },
      },
      states: {
        ready: {
          on: {
            "form.submit": [
              { guard: "isDraftValid", target: "#newClient.submitting" },
              { actions: "revealProblems" },
            ],
          },
        },
        lookingUpCurrency: {
          on: { "form.submit": { actions: "queueSubmit" } },
          invoke: {
            src: "lookUpCurrency",
            input: ({ context }) => ({ country: context.draft.country }),
            onDone: {
              target: "decided",
              actions: {
                type: "assignLookedUpCurrency",
                params: ({ event }) => ({ currencyCode: event.output }),
              },
            },
            // Not fatal: the currency shown stays, and the professional can pick one.
            onError: "decided",
          },
        },
        /** The currency is settled: save now if that was asked for while waiting. */
        decided: {
          always: [
            { guard: and(["isSubmitQueued", "isDraftValid"]), target: "#newClient.submitting" },
            { guard: "isSubmitQueued", target: "ready", actions: "revealProblems" },
            { target: "ready" },
          ],
        },
      },
    },
    submitting: {
      entry: "startSubmit",
      invoke: {
        src: "createClient",
        input: ({ context }) => payloadOf(context.draft),
        onDone: {
          target: "created",
          actions: { type: "assignCreated", params: ({ event }) => ({ client: event.output }) },
        },
        onError: [
          {
            guard: { type: "hasFieldProblems", params: ({ event }) => ({ error: event.error }) },
            target: "editing.ready",
            actions: { type: "assignServerProblems", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "editing.ready",
            actions: { type: "assignError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    created: {
      on: { "form.another": { target: "editing.ready", actions: "startAnother" } },
    },
  },
});

export type NewClientSnapshot = ReturnType<typeof newClientMachine.getInitialSnapshot>;

export const isSubmitting = (snapshot: NewClientSnapshot): boolean =>
  snapshot.matches("submitting") || snapshot.context.submitQueued;
export const isCreated = (snapshot: NewClientSnapshot): boolean => snapshot.matches("created");
export const isLookingUpCurrency = (snapshot: NewClientSnapshot): boolean =>
  snapshot.matches({ editing: "lookingUpCurrency" });
