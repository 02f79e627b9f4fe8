import { assign, not, setup } from "xstate";

/** Where a person stands with a tour: never seen, under way, skipped part-way, or seen to the end. */
export type TourStatus = "new" | "active" | "skipped" | "done";

/** What is remembered of a tour for an account (the page stores it; the machine only says what changed). */
export interface TourProgress {
  readonly step: number;
  readonly status: TourStatus;
}

export interface WalkthroughContext {
  readonly step: number;
  readonly stepCount: number;
  readonly status: TourStatus;
}

export type WalkthroughEvent =
  | { type: "tour.start" }
  | { type: "tour.resume" }
  | { type: "tour.next" }
  | { type: "tour.back" }
  | { type: "tour.skip" };

/**
 * A first-run walkthrough (issue 8): it starts by itself the first time, and again where it was left when
 * the page is reloaded mid-tour; Next and Back move through the steps; Skip puts it away, remembering the
 * step so that the help menu can resume it; the last Next finishes it. `persist` (supplied at the edge)
 * keeps the progress per account.
 */
export const walkthroughMachine = setup({
  types: {
    input: {} as { readonly stepCount: number; readonly saved?: TourProgress | null },
    context: {} as WalkthroughContext,
    events: {} as WalkthroughEvent,
  },
  guards: {
    isFirstRun: ({ context }) => context.status === "new",
    wasUnderWay: ({ context }) => context.status === "active",
    isLastStep: ({ context }) => context.step >= context.stepCount - 1,
    isFirstStep: ({ context }) => context.step <= 0,
    canResume: ({ context }) => context.status === "skipped" && context.step < context.stepCount,
  },
  actions: {
    // Supplied at the edge: remembers the progress for the signed-in account.
    persist: (_, _params: TourProgress) => undefined,
    restart: assign({ step: 0, status: "active" as TourStatus }),
    markActive: assign({ status: "active" as TourStatus }),
    forward: assign(({ context }) => ({ step: context.step + 1 })),
    backward: assign(({ context }) => ({ step: context.step - 1 })),
    markSkipped: assign({ status: "skipped" as TourStatus }),
    markDone: assign({ status: "done" as TourStatus }),
  },
}).createMachine({
  id: "walkthrough",
  context: ({ input }) => {
    const saved = input.saved;
    const step = saved && saved.step >= 0 && saved.step < input.stepCount ? saved.step : 0;
    return { step, stepCount: input.stepCount, status: saved?.status ?? "new" };
  },
  initial: "deciding",
  states: {
    deciding: {
      always: [
        { guard: "isFirstRun", target: "touring", actions: "restart" },
        { guard: "wasUnderWay", target: "touring" },
        { target: "resting" },
      ],
    },
    resting: {
      on: {
        "tour.start": { target: "touring", actions: "restart" },
        "tour.resume": { guard: "canResume", target: "touring", actions: "markActive" },
      },
    },
    touring: {
      entry: { type: "persist", params: ({ context }) => ({ step: context.step, status: context.status }) },
      on: {
        "tour.next": [
          {
            guard: "isLastStep",
            target: "resting",
            actions: [
              "markDone",
              { type: "persist", params: ({ context }) => ({ step: context.step, status: "done" }) },
            ],
          },
          {
            actions: [
              "forward",
              { type: "persist", params: ({ context }) => ({ step: context.step, status: context.status }) },
            ],
          },
        ],
        "tour.back": {
          guard: not("isFirstStep"),
          actions: [
            "backward",
            { type: "persist", params: ({ context }) => ({ step: context.step, status: context.status }) },
          ],
        },
        "tour.skip": {
          target: "resting",
          actions: [
            "markSkipped",
            { type: "persist", params: ({ context }) => ({ step: context.step, status: "skipped" }) },
          ],
        },
      },
    },
  },
});

export type WalkthroughSnapshot = ReturnType<typeof walkthroughMachine.getInitialSnapshot>;

export const isTouring = (snapshot: WalkthroughSnapshot): boolean => snapshot.matches("touring");
export const canResumeTour = (snapshot: WalkthroughSnapshot): boolean =>
  snapshot.matches("resting") && snapshot.context.status === "skipped";
