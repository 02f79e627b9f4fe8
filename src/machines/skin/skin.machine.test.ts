import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Skin } from "../../../contracts/schema/skin.ts";
import { isOrgSkinLoading, isSkinLoading, skinMachine, type SkinRequest } from "./skin.machine.ts";

const skinA: Skin = {
  title: "Harbour",
  logoUrl: "/a.svg",
  websiteUrl: "https://a.example",
  language: "en",
  primaryColor: "#111111",
  secondaryColor: "#222222",
  accentColor: "#333333",
};
const skinB: Skin = { ...skinA, title: "Levante", language: "es" };

const ORG_A = "5d1c3a2e-7b4f-4e8a-9c6d-2f1e0a9b8c71";
const ORG_B = "a7e2b9c4-3d6f-4a1b-8e5c-9d0f1b2c3e84";

/** A fetch actor the test settles by hand, recording every request. */
const controlledFetch = () => {
  const calls: Array<{ request: SkinRequest; resolve: (skin: Skin) => void; reject: (e: unknown) => void }> =
    [];
  const logic = fromPromise<Skin, SkinRequest>(
    ({ input }) => new Promise<Skin>((resolve, reject) => calls.push({ request: input, resolve, reject })),
  );
  return { calls, logic };
};

const start = () => {
  const fetch = controlledFetch();
  const actor = createActor(skinMachine.provide({ actors: { fetchSkin: fetch.logic } })).start();
  return { actor, calls: fetch.calls };
};

const byOrg = (orgUuid: string) => ({
  type: "skin.requested" as const,
  request: { by: "org" as const, orgUuid },
});

describe("skin machine", () => {
  it("starts with no skin", () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches("none")).toBe(true);
    expect(actor.getSnapshot().context.skin).toBeNull();
  });

  it("loads a skin by org, showing the org loading state, then applies it", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    expect(isSkinLoading(actor.getSnapshot())).toBe(true);
    expect(isOrgSkinLoading(actor.getSnapshot())).toBe(true);
    expect(calls[0]?.request).toEqual({ by: "org", orgUuid: ORG_A });
    calls[0]?.resolve(skinA);
    const applied = await waitFor(actor, (s) => s.matches("applied"));
    expect(applied.context.skin).toEqual(skinA);
    expect(isOrgSkinLoading(applied)).toBe(false);
  });

  it("loads by domain without the org loading dialog", async () => {
    const { actor, calls } = start();
    actor.send({ type: "skin.requested", request: { by: "domain", domain: "care.partner.example" } });
    expect(isSkinLoading(actor.getSnapshot())).toBe(true);
    expect(isOrgSkinLoading(actor.getSnapshot())).toBe(false);
    calls[0]?.resolve(skinB);
    expect((await waitFor(actor, (s) => s.matches("applied"))).context.skin?.title).toBe("Levante");
  });

  it("ignores a failed load: with no skin it stays on the defaults", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    calls[0]?.reject(new Error("404"));
    const after = await waitFor(actor, (s) => !s.matches("loading"));
    expect(after.matches("none")).toBe(true);
    expect(after.context.skin).toBeNull();
  });

  it("does not ask again for a skin that just failed, until another is asked for", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    calls[0]?.reject(new Error("404"));
    await waitFor(actor, (s) => !s.matches("loading"));
    actor.send(byOrg(ORG_A));
    expect(calls).toHaveLength(1);
    actor.send(byOrg(ORG_B));
    calls[1]?.reject(new Error("404"));
    await waitFor(actor, (s) => !s.matches("loading"));
    actor.send(byOrg(ORG_A));
    expect(calls).toHaveLength(3);
  });

  it("ignores a failed load: an applied skin stays", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    calls[0]?.resolve(skinA);
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send(byOrg(ORG_B));
    calls[1]?.reject(new Error("offline"));
    const after = await waitFor(actor, (s) => !s.matches("loading"));
    expect(after.matches("applied")).toBe(true);
    expect(after.context.skin).toEqual(skinA);
  });

  it("does not fetch the applied skin again, whatever the case of the uuid", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    calls[0]?.resolve(skinA);
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send(byOrg(ORG_A.toUpperCase()));
    expect(actor.getSnapshot().matches("applied")).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("does not start a second fetch for the request under way", () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    actor.send(byOrg(ORG_A));
    expect(calls).toHaveLength(1);
  });

  it("switches to a newer request while loading and ignores the older answer", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    actor.send(byOrg(ORG_B));
    expect(calls).toHaveLength(2);
    calls[0]?.resolve(skinA); // stale: its actor was stopped when the machine re-entered loading
    calls[1]?.resolve(skinB);
    const applied = await waitFor(actor, (s) => s.matches("applied"));
    expect(applied.context.skin).toEqual(skinB);
  });

  it("returns to the defaults on reset", async () => {
    const { actor, calls } = start();
    actor.send(byOrg(ORG_A));
    calls[0]?.resolve(skinA);
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send({ type: "skin.reset" });
    expect(actor.getSnapshot().matches("none")).toBe(true);
    expect(actor.getSnapshot().context.skin).toBeNull();
    // After a reset the same org may be fetched again.
    actor.send(byOrg(ORG_A));
    expect(calls).toHaveLength(2);
  });

  it("drops an account's skin when the account leaves, and keeps any other", async () => {
    const { actor, calls } = start();
    actor.send({ type: "skin.requested", request: { by: "account", accountUuid: "acc-1" } });
    calls[0]?.resolve(skinA);
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send({ type: "skin.accountLeft" });
    expect(actor.getSnapshot().matches("none")).toBe(true);

    actor.send(byOrg(ORG_B));
    calls[1]?.resolve(skinB);
    await waitFor(actor, (s) => s.matches("applied"));
    actor.send({ type: "skin.accountLeft" });
    expect(actor.getSnapshot().context.skin).toEqual(skinB);
  });

  describe("skin.updated (an admin saved the organisation's skin)", () => {
    const byAccount = {
      type: "skin.requested" as const,
      request: { by: "account" as const, accountUuid: "acc-1" },
    };
    const saved: Skin = { ...skinA, title: "Harbour, renewed", primaryColor: "#0b4f3c" };

    it("replaces the account's applied skin at once, and the same account is not asked again", async () => {
      const { actor, calls } = start();
      actor.send(byAccount);
      calls[0]?.resolve(skinA);
      await waitFor(actor, (s) => s.matches("applied"));
      actor.send({ type: "skin.updated", skin: saved });
      expect(actor.getSnapshot().matches("applied")).toBe(true);
      expect(actor.getSnapshot().context.skin).toEqual(saved);
      expect(actor.getSnapshot().context.appliedRequest).toEqual(byAccount.request);
      actor.send(byAccount);
      expect(calls).toHaveLength(1);
    });

    it("takes over the account's load under way, whose late answer is dropped", async () => {
      const { actor, calls } = start();
      actor.send(byAccount);
      actor.send({ type: "skin.updated", skin: saved });
      expect(actor.getSnapshot().matches("applied")).toBe(true);
      expect(actor.getSnapshot().context.pendingRequest).toBeNull();
      expect(actor.getSnapshot().context.appliedRequest).toEqual(byAccount.request);
      calls[0]?.resolve(skinA); // stale: leaving `loading` stopped its actor
      await Promise.resolve();
      expect(actor.getSnapshot().context.skin).toEqual(saved);
    });

    it("applies the first skin of an organisation that had none (the account's load failed)", async () => {
      const { actor, calls } = start();
      actor.send(byAccount);
      calls[0]?.reject(new Error("404"));
      await waitFor(actor, (s) => s.matches("none"));
      actor.send({ type: "skin.updated", skin: saved });
      const after = actor.getSnapshot();
      expect(after.matches("applied")).toBe(true);
      expect(after.context.skin).toEqual(saved);
      expect(after.context.appliedRequest).toEqual(byAccount.request);
      expect(after.context.failedRequest).toBeNull();
      // Signing out drops it like any skin of the account.
      actor.send({ type: "skin.accountLeft" });
      expect(actor.getSnapshot().context.skin).toBeNull();
    });

    it("is ignored when the look is not the account's", async () => {
      const { actor, calls } = start();
      actor.send({ type: "skin.updated", skin: saved });
      expect(actor.getSnapshot().matches("none")).toBe(true);

      actor.send(byOrg(ORG_A));
      actor.send({ type: "skin.updated", skin: saved }); // an org load under way
      expect(actor.getSnapshot().matches("loading")).toBe(true);
      calls[0]?.resolve(skinA);
      await waitFor(actor, (s) => s.matches("applied"));
      actor.send({ type: "skin.updated", skin: saved }); // an org skin applied
      expect(actor.getSnapshot().context.skin).toEqual(skinA);
    });
  });
});
