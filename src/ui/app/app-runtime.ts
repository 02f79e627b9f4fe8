import { Layer, ManagedRuntime } from "effect";
import { AccountApi } from "../../services/account/account.ts";
import { AuditApi } from "../../services/audit/audit.ts";
import { AuthApi } from "../../services/auth/auth.ts";
import { ClientsApi } from "../../services/clients/clients.ts";
import { ContradictionsApi } from "../../services/contradictions/contradictions.ts";
import { DocumentsApi } from "../../services/documents/documents.ts";
import { FacebookApi } from "../../services/facebook/facebook.ts";
import { FamilyInterviewsApi } from "../../services/family-interviews/family-interviews.ts";
import { HttpClient } from "../../services/http-client/http-client.ts";
import { IntegrityApi } from "../../services/integrity/integrity.ts";
import { ProofApi } from "../../services/proof/proof.ts";
import { RefdataApi } from "../../services/refdata/refdata.ts";

/** Every API service the SPA uses, over one HTTP client (the browser's, or a test's). */
export const makeAppLayer = (http: Layer.Layer<HttpClient>) =>
  Layer.mergeAll(
    RefdataApi.layer,
    AuthApi.layer,
    AccountApi.layer,
    ClientsApi.layer,
    DocumentsApi.layer,
    ContradictionsApi.layer,
    FacebookApi.layer,
    FamilyInterviewsApi.layer,
    ProofApi.layer,
    AuditApi.layer,
    IntegrityApi.layer,
  ).pipe(Layer.provide(http));

export type AppServices =
  | RefdataApi
  | AuthApi
  | AccountApi
  | ClientsApi
  | DocumentsApi
  | ContradictionsApi
  | FacebookApi
  | FamilyInterviewsApi
  | ProofApi
  | AuditApi
  | IntegrityApi;
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>;

/** The one runtime, built once at the app edge (main.tsx). */
export const makeAppRuntime = (http: Layer.Layer<HttpClient> = HttpClient.layerBrowser): AppRuntime =>
  ManagedRuntime.make(makeAppLayer(http));
