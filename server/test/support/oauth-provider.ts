/**
 * A real OAuth 2.0 / OpenID Connect provider on 127.0.0.1 for the tests of the profile link: the
 * `oidc-provider` package (the one certified implementation on npm) with one confidential client that
 * must use PKCE, people to log in as, and its development login and consent pages. The server tests
 * drive those pages over HTTP (`authorize`); the browser test fills them in as a person would.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface ProviderPerson {
  /** What is typed in the provider's login field; also the person's `sub`. */
  readonly login: string;
  readonly name: string;
  /** The `profile` claim: a link to the person's page. */
  readonly profile?: string;
}

export interface OAuthProviderOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Avow's `<public url>/callbacks`. */
  readonly redirectUri: string;
  readonly people: ReadonlyArray<ProviderPerson>;
}

export interface TestOAuthProvider {
  /** `http://127.0.0.1:<port>`. */
  readonly issuer: string;
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  readonly userinfoUrl: string;
  /** The environment that points Avow's server at this provider (`AVOW_FACEBOOK_*`). */
  readonly env: Readonly<Record<string, string>>;
  /**
   * Follows an authorisation URL through the provider's login and consent pages as `login` (or cancels at
   * the login page when `deny`), and answers the URL the provider finally sends the browser to.
   */
  readonly authorize: (authorizationUrl: string, login: string, options?: { deny?: boolean }) => Promise<URL>;
  readonly close: () => Promise<void>;
}

/** The scopes Avow asks this provider for: OpenID Connect's userinfo needs `openid`; `profile` gives the name. */
export const TEST_PROVIDER_SCOPES = "openid profile";

/** Starts the provider on a free port of 127.0.0.1. */
export const startOAuthProvider = async (options: OAuthProviderOptions): Promise<TestOAuthProvider> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map(options.people.map((person) => [person.login, person]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    // PKCE for every client, confidential ones included: a code without its verifier is refused.
    pkce: { required: () => true },
    claims: { openid: ["sub"], profile: ["name", "profile"] },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: person.name,
          ...(person.profile === undefined ? {} : { profile: person.profile }),
        }),
      };
    },
    cookies: { keys: ["avow-test-provider-cookie-key"] },
    // Said explicitly (in seconds) so that the provider does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    // The development login and consent pages (its default, said here on purpose).
    features: { devInteractions: { enabled: true } },
  });
  server.on("request", provider.callback());

  const authorize: TestOAuthProvider["authorize"] = async (
    authorizationUrl,
    login,
    { deny = false } = {},
  ) => {
    const jar = new Map<string, string>();
    const request = async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
      const response = await fetch(url, {
        method: init.method ?? "GET",
        redirect: "manual",
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return {
        status: response.status,
        location: response.headers.get("location"),
        body: await response.text(),
      };
    };
    let url = authorizationUrl;
    // Each page of the provider's: follow redirects; answer the login and consent forms; stop once it
    // sends the browser away from itself.
    for (let step = 0; step < 20; step++) {
      const page = new URL(url, issuer);
      if (page.origin !== issuer) return page;
      const interaction = /^\/interaction\/([^/]+)$/.exec(page.pathname);
      const response = await request(page.href);
      if (interaction && response.status === 200) {
        if (deny) {
          url = `${issuer}/interaction/${interaction[1]}/abort`;
          continue;
        }
        // The page's form says which prompt it is: the login (any password will do) or the consent.
        const form: Record<string, string> = response.body.includes('name="prompt" value="login"')
          ? { prompt: "login", login, password: "any password" }
          : { prompt: "consent" };
        const submitted = await request(page.href, { method: "POST", form });
        if (!submitted.location)
          throw new Error(`The provider's ${form.prompt} page answered ${submitted.status}`);
        url = submitted.location;
        continue;
      }
      if (!response.location) throw new Error(`The provider answered ${response.status} at ${page.pathname}`);
      url = response.location;
    }
    throw new Error("The provider's pages never sent the browser back");
  };

  return {
    issuer,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl: `${issuer}/me`,
    env: {
      AVOW_FACEBOOK_AUTHORIZATION_URL: `${issuer}/auth`,
      AVOW_FACEBOOK_TOKEN_URL: `${issuer}/token`,
      AVOW_FACEBOOK_USERINFO_URL: `${issuer}/me`,
      AVOW_FACEBOOK_CLIENT_ID: options.clientId,
      AVOW_FACEBOOK_CLIENT_SECRET: options.clientSecret,
      AVOW_FACEBOOK_SCOPES: TEST_PROVIDER_SCOPES,
    },
    authorize,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
