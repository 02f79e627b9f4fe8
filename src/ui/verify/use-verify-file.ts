import { useActorRef, useSelector } from "@xstate/react";
import { Effect } from "effect";
import { useMemo } from "react";
import { screenOf, verifyFileMachine } from "../../machines/verify-file/verify-file.machine.ts";
import { ProofApi } from "../../services/proof/proof.ts";
import { inspector } from "../app/inspector.ts";
import { useAppRuntime } from "../app/runtime-context.tsx";
import { serviceActor } from "../app/service-actor.ts";
import { checkProofInBrowser, hashFileInBrowser } from "./verify-actors.ts";

/** Binds the verify-file machine to the browser's Web Crypto and to ProofApi's public calls. */
export const useVerifyFile = () => {
  const runtime = useAppRuntime();
  const logic = useMemo(
    () =>
      verifyFileMachine.provide({
        actors: {
          hashFile: hashFileInBrowser,
          checkProof: checkProofInBrowser,
          lookUp: serviceActor(runtime, (input: { sha256: string }) =>
            Effect.flatMap(Effect.service(ProofApi), (proof) => proof.lookup(input.sha256)),
          ),
          // The proof at the latest signed size, and the key from the well-known address, side by side.
          fetchProof: serviceActor(runtime, (input: { leafIndex: number }) =>
            Effect.flatMap(Effect.service(ProofApi), (proof) =>
              Effect.all(
                { proof: proof.inclusion(input.leafIndex), publicKey: proof.publicKey() },
                { concurrency: 2 },
              ),
            ),
          ),
        },
      }),
    [runtime],
  );
  const actor = useActorRef(logic, { input: {}, inspect: inspector() });
  return {
    send: actor.send,
    screen: useSelector(actor, screenOf),
    context: useSelector(actor, (s) => s.context),
  };
};
