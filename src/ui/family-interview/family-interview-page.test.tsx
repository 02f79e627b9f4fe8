import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { EXAMPLE_INTERVIEW_INVITATION } from "../../../contracts/fixtures/example-family-interview.ts";
import type { InterviewInvitation } from "../../../contracts/schema/family-interviews.ts";
import type { FakeAnswer, FakeRequest } from "../../test/fake-api.ts";
import { mountApp } from "../../test/mount-app.tsx";
import { INTERVIEW_DRAFT_PREFIX } from "./interview-drafts.ts";

const TOKEN = "Pend1ngInterv1ewT0ken_abcdefghijklmnopqrstu";
const PATH = `/family-interview/${TOKEN}`;
const INVITATION: InterviewInvitation = {
  ...EXAMPLE_INTERVIEW_INVITATION,
  language: "en",
  questions: [
    "relationship",
    "birth",
    "placesLived",
    "familyMembers",
    "departure",
    "witnessed",
    "anythingElse",
  ],
};
const error = (status: number, code: string): FakeAnswer => [status, { error: code, message: "A sentence." }];

/** The two calls of the page; the submission answers what `onSubmit` says (201 by default). */
const server =
  (
    options: {
      invitation?: InterviewInvitation;
      onLoad?: () => FakeAnswer;
      onSubmit?: (request: FakeRequest) => FakeAnswer;
    } = {},
  ) =>
  (request: FakeRequest): FakeAnswer => {
    if (request.path === `/api/family-interview/${TOKEN}`) {
      if (request.method === "GET") return options.onLoad?.() ?? [200, options.invitation ?? INVITATION];
      if (request.method === "POST")
        return options.onSubmit?.(request) ?? [201, { submittedAt: "2026-11-23T10:00:00.000Z" }];
    }
    return error(404, "not_found");
  };

const drafts = () => Object.keys(window.localStorage).filter((key) => key.startsWith(INTERVIEW_DRAFT_PREFIX));
const draftText = () =>
  drafts()
    .map((key) => window.localStorage.getItem(key) ?? "")
    .join("");

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const start = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Start" }));
  await userEvent.click(
    await screen.findByRole("checkbox", {
      name: /I agree that my answers are shared with Harbour Family Law/,
    }),
  );
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
};

describe("the family interview page", () => {
  it("shows who asks and why, asks for consent, one question at a time, the review, and sends the answers", async () => {
    const { requests } = await mountApp(PATH, { answer: server() });
    expect(
      await screen.findByRole("heading", { level: 2, name: "You are invited to answer a few questions" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Priya Shah of Harbour Family Law is working with José Álvarez/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Brother or sister/)).toBeInTheDocument();
    expect(screen.getByText(/until 6 December 2026/)).toBeInTheDocument();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("heading", { level: 2, name: "Before you start" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Tick the box to agree before you go on.");
    const agree = screen.getByRole("checkbox", { name: /I agree/ });
    expect(agree).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(agree);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByRole("heading", { level: 2, name: "Question 1 of 7" })).toBeInTheDocument();
    const first = screen.getByRole("textbox", { name: "How do you know José, and since when?" });
    expect(first).toHaveFocus();
    await userEvent.type(first, "He is my brother.");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    // An empty answer is allowed: a relative may not know.
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { level: 2, name: "Question 3 of 7" })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole("textbox", { name: /Where has José lived/ }),
      "Lisbon, 2015 to 2019",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: "When and where was José born?" })).toHaveValue("");
    for (let step = 0; step < 5; step++) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Review your answers" }));

    expect(screen.getByRole("heading", { level: 2, name: "Review your answers" })).toHaveFocus();
    expect(screen.getByText("He is my brother.")).toBeInTheDocument();
    expect(screen.getAllByText("No answer")).toHaveLength(5);
    await userEvent.click(
      screen.getByRole("button", { name: "Change the answer to: When and where was José born?" }),
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "When and where was José born?" }),
      "Madrid, 1990",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to the review" }));
    expect(screen.getByText("Madrid, 1990")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Thank you" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your answers were sent to Harbour Family Law.");
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      consent: true,
      answers: [
        { question: "relationship", answer: "He is my brother." },
        { question: "birth", answer: "Madrid, 1990" },
        { question: "placesLived", answer: "Lisbon, 2015 to 2019" },
      ],
    });
    await waitFor(() => expect(drafts()).toEqual([]));
  });

  it("keeps the answers in the browser under a digest of the link, and a reload resumes where the relative was", async () => {
    await mountApp(PATH, { answer: server() });
    await start();
    await userEvent.type(screen.getByRole("textbox", { name: /How do you know José/ }), "My brother");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.type(screen.getByRole("textbox", { name: /When and where was José born/ }), "Madrid");
    await waitFor(() => expect(draftText()).toContain("Madrid"));
    expect(drafts()).toHaveLength(1);
    expect(drafts()[0]).not.toContain(TOKEN);
    expect(draftText()).not.toContain(TOKEN);

    cleanup();
    await mountApp(PATH, { answer: server() });
    const answer = await screen.findByRole("textbox", { name: /When and where was José born/ });
    expect(answer).toHaveValue("Madrid");
    expect(screen.getByRole("heading", { level: 2, name: "Question 2 of 7" })).toBeInTheDocument();
    expect(screen.getByText(/We kept what you had written in this browser/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("textbox", { name: /How do you know José/ })).toHaveValue("My brother");
  });

  it("will not send without an answer, and says so", async () => {
    const { requests } = await mountApp(PATH, { answer: server() });
    await start();
    for (let step = 0; step < 6; step++) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Review your answers" }));
    await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Answer at least one question before you send.");
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("keeps the answers when sending fails, and sends them on retry", async () => {
    let attempts = 0;
    await mountApp(PATH, {
      answer: server({
        onSubmit: () =>
          ++attempts === 1 ? error(503, "unavailable") : [201, { submittedAt: "2026-11-23T10:00:00.000Z" }],
      }),
    });
    await start();
    await userEvent.type(screen.getByRole("textbox", { name: /How do you know José/ }), "Brother");
    for (let step = 0; step < 6; step++) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Review your answers" }));
    await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your answers were not sent. They are still here",
    );
    expect(draftText()).toContain("Brother");
    await userEvent.click(screen.getByRole("button", { name: "Try sending again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Thank you" })).toBeInTheDocument();
  });

  it("says the answers were already sent when the link is used up while sending", async () => {
    await mountApp(PATH, { answer: server({ onSubmit: () => error(410, "interview_link_used") }) });
    await start();
    await userEvent.type(screen.getByRole("textbox", { name: /How do you know José/ }), "Brother");
    for (let step = 0; step < 6; step++) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Review your answers" }));
    await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "These answers were already sent" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(drafts()).toEqual([]));
  });

  it.each([
    [error(410, "interview_link_used"), "These answers were already sent", /works only once/],
    [error(410, "interview_link_expired"), "This link has expired", /limited time/],
    [error(404, "interview_link_invalid"), "This link does not work", /invitation was withdrawn/],
  ])("explains a dead link (%j) and keeps no draft for it", async (answer, heading, body) => {
    window.localStorage.setItem("unrelated", "kept");
    await mountApp(PATH, { answer: server({ onLoad: () => answer }) });
    expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(body);
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
  });

  it("explains a mangled link without asking the server", async () => {
    const { requests } = await mountApp("/family-interview/cut-short", { answer: server() });
    expect(
      await screen.findByRole("heading", { level: 2, name: "This link does not work" }),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith("/api/family-interview"))).toBe(false);
  });

  it("says when the invitation cannot be read, and reads it again", async () => {
    let failing = true;
    await mountApp(PATH, {
      answer: server({ onLoad: () => (failing ? error(500, "internal") : [200, INVITATION]) }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not open your invitation.");
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Start" })).toBeInTheDocument();
  });

  it("speaks the invitation's language, and the one the relative picks", async () => {
    const { i18n } = await mountApp(PATH, {
      answer: server({ invitation: { ...INVITATION, language: "es" } }),
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Te invitan a responder unas preguntas" }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(
      screen.getByText(/Priya Shah, de Harbour Family Law, trabaja con José Álvarez/),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Idioma" }), "Deutsch");
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Sie sind eingeladen, einige Fragen zu beantworten",
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    await userEvent.click(screen.getByRole("button", { name: "Beginnen" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Ich bin einverstanden/ }));
    await userEvent.click(screen.getByRole("button", { name: "Weiter" }));
    expect(screen.getByRole("heading", { level: 2, name: "Frage 1 von 7" })).toBeInTheDocument();
    expect(
      screen.getByRole("textbox", { name: "Woher kennen Sie José, und seit wann?" }),
    ).toBeInTheDocument();
  });
});
