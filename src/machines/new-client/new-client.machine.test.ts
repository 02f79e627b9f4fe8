import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ClientItem, NewClient } from "../../../contracts/schema/clients.ts";
import { problemsOf } from "./new-client-draft.ts";
import { isSubmitting, newClientMachine } from "./new-client.machine.ts";

const CURRENCIES: Record<string, string> = { ES: "EUR", GB: "GBP", BR: "BRL", CH: "CHF" };

const created = (payload: NewClient): ClientItem => ({
  uuid: "00000000-0000-4000-8000-000000000001",
  email: payload.email,
  firstName: payload.firstName,
  lastName: payload.lastName,
  country2: payload.country,
  language: payload.language,
  status: "invited",
  assignedPractitioner: null,
  createdAt: "2026-11-22T09:00:00.000Z",
  invitationSentAt: payload.sendConnectionEmail ? "2026-11-22T09:00:00.000Z" : null,
});

/** A deferred currency service (resolved by the test) and a create call answering with `answer`. */
const start = (answer: (payload: NewClient) => Promise<ClientItem> = async (p) => created(p)) => {
  const lookups: Array<{ country: string; resolve: () => void; reject: () => void }> = [];
  const sent: NewClient[] = [];
  const actor = createActor(
    newClientMachine.provide({
      actors: {
        lookUpCurrency: fromPromise<string, { country: string }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              lookups.push({
                country: input.country,
                resolve: () => resolve(CURRENCIES[input.country] ?? "USD"),
                reject: () => reject({ _tag: "Offline", code: "offline" }),
              }),
            ),
        ),
        createClient: fromPromise<ClientItem, NewClient>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
    { input: { language: "es", country: "ES", currencyCode: "EUR" } },
  ).start();
  const fill = () => {
    actor.send({ type: "field.changed", field: "email", value: " jose@example.org " });
    actor.send({ type: "field.changed", field: "firstName", value: "José" });
    actor.send({ type: "field.changed", field: "lastName", value: "Álvarez" });
  };
  return { actor, lookups, sent, fill };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("new-client machine", () => {
  it("starts with the brand's country and language and looks up the country's currency", async () => {
    const { actor, lookups } = start();
    expect(actor.getSnapshot().matches({ editing: "lookingUpCurrency" })).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({
      country: "ES",
      language: "es",
      currencyCode: "EUR",
      sendConnectionEmail: true,
    });
    expect(lookups.map((l) => l.country)).toEqual(["ES"]);
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
  });

  it("follows the country with the currency, the latest country winning, until a currency is picked", async () => {
    const { actor, lookups } = start();
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "country.changed", country: "GB" });
    actor.send({ type: "country.changed", country: "BR" });
    // The GB lookup was cancelled by the newer one; its late answer cannot win.
    lookups[1]?.resolve();
    lookups[2]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    expect(actor.getSnapshot().context.draft.currencyCode).toBe("BRL");
    actor.send({ type: "currency.changed", currencyCode: "USD" });
    actor.send({ type: "country.changed", country: "CH" });
    expect(lookups).toHaveLength(3);
    expect(actor.getSnapshot().context.draft).toMatchObject({ country: "CH", currencyCode: "USD" });
  });

  it("keeps the currency shown when the look-up fails", async () => {
    const { actor, lookups } = start();
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "country.changed", country: "GB" });
    lookups[1]?.reject();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    expect(actor.getSnapshot().context.draft.currencyCode).toBe("EUR");
  });

  it("refuses to send a form with problems and shows each beside its field, then follows the typing", async () => {
    const { actor, lookups, sent } = start();
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "field.changed", field: "email", value: "jose.example.org" });
    actor.send({ type: "field.changed", field: "title", value: "x".repeat(51) });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ editing: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({
      email: "invalid",
      title: "tooLong",
      firstName: "required",
      lastName: "required",
    });
    actor.send({ type: "field.changed", field: "email", value: "jose@example.org" });
    actor.send({ type: "field.changed", field: "firstName", value: "   " });
    expect(actor.getSnapshot().context.problems).toEqual({
      title: "tooLong",
      firstName: "required",
      lastName: "required",
    });
    expect(sent).toEqual([]);
  });

  it("does not show problems before a save is tried", async () => {
    const { actor } = start();
    actor.send({ type: "field.changed", field: "email", value: "j" });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it("sends the seed's payload, trimmed, with type 'User', and holds the created client", async () => {
    const { actor, lookups, sent, fill } = start();
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    fill();
    actor.send({ type: "sendEmail.changed", checked: false });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("created"));
    expect(sent).toEqual([
      {
        email: "jose@example.org",
        firstName: "José",
        lastName: "Álvarez",
        country: "ES",
        language: "es",
        currencyCode: "EUR",
        type: "User",
        sendConnectionEmail: false,
      },
    ]);
    expect(actor.getSnapshot().context.created?.email).toBe("jose@example.org");
    actor.send({ type: "form.another" });
    expect(actor.getSnapshot().matches({ editing: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.draft).toMatchObject({ email: "", firstName: "", country: "ES" });
    expect(actor.getSnapshot().context.draft.sendConnectionEmail).toBe(false);
  });

  it("waits for the currency when save is pressed during the look-up, then saves with it", async () => {
    const { actor, lookups, sent, fill } = start();
    fill();
    actor.send({ type: "form.submit" });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([]);
    lookups[0]?.resolve();
    await waitFor(actor, (s) => s.matches("created"));
    expect(sent[0]?.currencyCode).toBe("EUR");
  });

  it("puts a taken email beside the email field", async () => {
    const { actor, lookups, fill } = start(() =>
      Promise.reject({ _tag: "Invalid", status: 409, code: "email_taken", message: "", fields: {} }),
    );
    lookups[0]?.resolve();
    fill();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ editing: "ready" }) && s.context.problems.email !== undefined);
    expect(actor.getSnapshot().context.problems).toEqual({ email: "taken" });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    // Changing the email takes the server's word back.
    actor.send({ type: "field.changed", field: "email", value: "jose2@example.org" });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it("puts the fields a 400 names beside them", async () => {
    const { actor, lookups, fill } = start(() =>
      Promise.reject({
        _tag: "Invalid",
        status: 400,
        code: "invalid_request",
        message: "",
        fields: { country: "must be…", lastName: "must be…", unknown: "ignored" },
      }),
    );
    lookups[0]?.resolve();
    fill();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.context.problems.country !== undefined);
    expect(actor.getSnapshot().context.problems).toEqual({ country: "refused", lastName: "refused" });
  });

  it("reports other failures as a code, keeping everything typed", async () => {
    const { actor, lookups, fill } = start(() => Promise.reject({ _tag: "Offline", code: "offline" }));
    lookups[0]?.resolve();
    fill();
    await waitFor(actor, (s) => s.matches({ editing: "ready" }));
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.context.errorCode !== null);
    await flush();
    expect(actor.getSnapshot().context.errorCode).toBe("offline");
    expect(actor.getSnapshot().context.draft.firstName).toBe("José");
  });
});

describe("new-client checks", () => {
  const draft = {
    email: "ana@example.org",
    title: "",
    firstName: "Ana",
    lastName: "Lima",
    country: "PT",
    language: "pt",
    currencyCode: "eur",
    sendConnectionEmail: true,
  };
  it.each([
    [{}, {}],
    [{ email: "" }, { email: "required" }],
    [{ email: `${"a".repeat(250)}@x.org` }, { email: "tooLong" }],
    [{ email: "ana@example" }, { email: "invalid" }],
    [{ lastName: "x".repeat(101) }, { lastName: "tooLong" }],
    [{ lastName: "x".repeat(100) }, {}],
    [{ country: "" }, { country: "required" }],
    [{ country: "XX" }, { country: "invalid" }],
    [{ language: "it" }, { language: "required" }],
    [{ currencyCode: "EU" }, { currencyCode: "invalid" }],
  ])("%j → %j", (change, problems) => {
    expect(problemsOf({ ...draft, ...change })).toEqual(problems);
  });
});
