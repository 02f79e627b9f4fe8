import { createActorContext } from "@xstate/react";
import { runForActor } from "../app/run-for-actor.ts";
import { Effect } from "effect";
import { useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import type { Skin } from "../../../contracts/schema/skin.ts";
import { skinMachine, type SkinRequest } from "../../machines/skin/skin.machine.ts";
import { AccountApi } from "../../services/account/account.ts";
import { RefdataApi } from "../../services/refdata/refdata.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { inspector } from "../app/inspector.ts";

/** The app-wide skin actor. */
export const SkinActor = createActorContext(skinMachine);

const fetchSkin = (request: SkinRequest) =>
  Effect.gen(function* () {
    switch (request.by) {
      case "org":
        return yield* (yield* RefdataApi).skinOfOrganisation(request.orgUuid);
      case "domain":
        return yield* (yield* RefdataApi).skinOfDomain(request.domain);
      case "account":
        return yield* (yield* AccountApi).mySkin();
    }
  });

/** Provides the skin machine with its side effect: the refdata service, run on the app's runtime. */
export const SkinProvider = ({ children }: { children: ReactNode }) => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      skinMachine.provide({
        actors: {
          fetchSkin: fromPromise<Skin, SkinRequest>(({ input, signal }) =>
            runForActor(runtime, fetchSkin(input), signal),
          ),
        },
      }),
    [runtime],
  );
  return (
    <SkinActor.Provider logic={logic} options={{ inspect: inspector() }}>
      {children}
    </SkinActor.Provider>
  );
};
