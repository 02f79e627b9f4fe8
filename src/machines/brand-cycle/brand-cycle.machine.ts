import { assign, setup } from "xstate";

/** Seed §9: the phone footer's brand dropdown moves on every 2000 ms. */
export const BRAND_CYCLE_INTERVAL_MS = 2000;

export interface BrandCycleInput {
  readonly brandCount: number;
  /** The brand shown first (the current site's). */
  readonly startIndex: number;
}

export interface BrandCycleContext {
  readonly brandCount: number;
  readonly index: number;
}

export type BrandCycleEvent =
  { type: "brand.focused" } | { type: "brand.selected"; index: number } | { type: "brand.go" };

/**
 * The phone footer's brand dropdown (seed §2): it shows the next brand every 2 s until the user focuses
 * it (or picks one), then stays. Go sends the person to the brand shown, through the `goToBrand` action
 * supplied at the edge.
 */
export const brandCycleMachine = setup({
  types: {
    input: {} as BrandCycleInput,
    context: {} as BrandCycleContext,
    events: {} as BrandCycleEvent,
  },
  delays: { cycleInterval: BRAND_CYCLE_INTERVAL_MS },
  guards: {
    isKnownBrand: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.brandCount,
    hasSeveralBrands: ({ context }) => context.brandCount > 1,
  },
  actions: {
    showNextBrand: assign(({ context }) => ({ index: (context.index + 1) % context.brandCount })),
    selectBrand: assign((_, params: { index: number }) => ({ index: params.index })),
    // Replaced at the edge: moves the browser to the brand's site.
    goToBrand: (_, _params: { index: number }) => undefined,
  },
}).createMachine({
  id: "brandCycle",
  context: ({ input }) => ({
    brandCount: Math.max(1, input.brandCount),
    index: input.startIndex >= 0 && input.startIndex < input.brandCount ? input.startIndex : 0,
  }),
  initial: "starting",
  on: {
    "brand.selected": {
      guard: { type: "isKnownBrand", params: ({ event }) => ({ index: event.index }) },
      target: ".stopped",
      actions: { type: "selectBrand", params: ({ event }) => ({ index: event.index }) },
    },
    "brand.go": { actions: { type: "goToBrand", params: ({ context }) => ({ index: context.index }) } },
  },
  states: {
    starting: { always: [{ guard: "hasSeveralBrands", target: "cycling" }, { target: "stopped" }] },
    cycling: {
      after: { cycleInterval: { target: "cycling", reenter: true, actions: "showNextBrand" } },
      on: { "brand.focused": "stopped" },
    },
    stopped: {},
  },
});

export type BrandCycleSnapshot = ReturnType<typeof brandCycleMachine.getInitialSnapshot>;

export const shownBrandIndex = (snapshot: BrandCycleSnapshot): number => snapshot.context.index;
export const isCycling = (snapshot: BrandCycleSnapshot): boolean => snapshot.matches("cycling");
