import { Layer, ManagedRuntime } from "effect";
import { HttpClient } from "../../services/http-client/http-client.ts";
import { RefdataApi } from "../../services/refdata/refdata.ts";

/** Every API service the SPA uses, over the one browser HTTP client. */
export const AppLayer = RefdataApi.layer.pipe(Layer.provide(HttpClient.layerBrowser));

export type AppServices = RefdataApi;
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>;

/** The one runtime, built once at the app edge (main.tsx). */
export const makeAppRuntime = (): AppRuntime => ManagedRuntime.make(AppLayer);
