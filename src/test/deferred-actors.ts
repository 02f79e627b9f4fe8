import { fromPromise, waitFor, type AnyActorRef, type AnyEventObject, type StateValue } from "xstate";

/** A running promise actor, to settle by hand. */
export interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors a machine test settles by hand: `deferred(name, record?)` makes one (recording each input it
 * starts with), and `settle(name)` hands over the one running, throwing when none is.
 */
export const deferredActors = () => {
  const pending = new Map<string, Deferred>();
  const deferred = <T, I>(name: string, record?: (input: I) => void) =>
    fromPromise<T, I>(
      ({ input }) =>
        new Promise<T>((resolve, reject) => {
          record?.(input);
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const settle = (name: string): Deferred => {
    const found = pending.get(name);
    if (!found) throw new Error(`${name} is not running`);
    pending.delete(name);
    return found;
  };
  return { deferred, settle };
};

interface PathStep {
  readonly event: AnyEventObject;
  readonly state: { readonly value: StateValue };
}

/**
 * Walks a path of the machine's graph (xstate/graph) on a live actor whose promise actors are deferred: an
 * invoked actor's done or error event settles it (by its id), any other event is sent, and each step waits
 * for the state the path reaches. `check` runs before every step and after the last.
 */
export const followPath = async (
  actor: AnyActorRef,
  settle: (name: string) => Deferred,
  path: { readonly steps: ReadonlyArray<PathStep> },
  check: () => void,
): Promise<void> => {
  for (const step of path.steps) {
    check();
    const { event } = step;
    const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (actorEvent?.[1] && actorEvent[2]) {
      const pending = settle(actorEvent[2]);
      if (actorEvent[1] === "done") pending.resolve(event.output);
      else pending.reject(event.error);
    } else if (event.type !== "xstate.init") {
      actor.send(event);
    }
    await waitFor(actor, (s) => JSON.stringify(s.value) === JSON.stringify(step.state.value));
  }
  check();
};
