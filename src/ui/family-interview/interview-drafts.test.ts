import { afterEach, describe, expect, it } from "vitest";
import type { InterviewDraft } from "../../machines/family-interview/interview-draft.ts";
import { removeDraft, writeDraft } from "../forms/draft-storage.ts";
import { INTERVIEW_DRAFT_PREFIX, interviewDraftKey, readInterviewDraft } from "./interview-drafts.ts";

const TOKEN = "Pend1ngInterv1ewT0ken_abcdefghijklmnopqrstu";
const DRAFT: InterviewDraft = {
  step: "question",
  index: 2,
  consent: true,
  answers: { birth: "Madrid" },
  language: "es",
};

afterEach(() => window.localStorage.clear());

describe("interview drafts in the browser", () => {
  it("are keyed by the token's SHA-256, never by the token", async () => {
    const key = await interviewDraftKey(TOKEN);
    // sha256sum of the token, worked out once outside the browser.
    expect(key).toBe(
      `${INTERVIEW_DRAFT_PREFIX}4732d3407410c946a20b48c1052008a1873230b05c05fbf9d6ddb87abc552801`,
    );
    expect(key).not.toContain(TOKEN);
  });

  it("are written, read back and removed", async () => {
    const key = await interviewDraftKey(TOKEN);
    writeDraft(window.localStorage, key, DRAFT);
    expect(readInterviewDraft(window.localStorage, key)).toEqual(DRAFT);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(TOKEN);
    removeDraft(window.localStorage, key);
    expect(readInterviewDraft(window.localStorage, key)).toBeNull();
  });

  it("read nothing from an unreadable or foreign entry, and keep only known answers", () => {
    window.localStorage.setItem("k1", "{not json");
    window.localStorage.setItem("k2", JSON.stringify({ ...DRAFT, step: "elsewhere" }));
    window.localStorage.setItem(
      "k3",
      JSON.stringify({
        ...DRAFT,
        language: "xx",
        answers: { birth: "Madrid", hobby: "chess", witnessed: 4 },
      }),
    );
    expect(readInterviewDraft(window.localStorage, "k1")).toBeNull();
    expect(readInterviewDraft(window.localStorage, "k2")).toBeNull();
    expect(readInterviewDraft(window.localStorage, "k3")).toEqual({ ...DRAFT, language: null });
    expect(readInterviewDraft(null, "k3")).toBeNull();
  });

  it("refuse to write without storage, so the machine can say the browser keeps nothing", () => {
    expect(() => writeDraft(null, "k", DRAFT)).toThrow();
    expect(() => removeDraft(null, "k")).not.toThrow();
  });
});
