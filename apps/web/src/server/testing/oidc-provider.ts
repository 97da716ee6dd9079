import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** A person the test provider knows, by the login typed at its sign-in page. */
export interface TestIdentity {
  email: string;
  /** The provider's `email_verified` claim. */
  emailVerified: boolean;
}

/** A real OpenID Connect provider (`oidc-provider`) on loopback, for the tests. */
export interface TestOidcProvider {
  /** The issuer URL (`http://127.0.0.1:<port>`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People by login; a test may add some before they sign in. */
  accounts: Map<string, TestIdentity>;
  /**
   * Registers the client's redirect URI. Called before the first request:
   * the provider is made then (a test server's port is known only after the
   * provider's issuer URL was given to it).
   */
  allowRedirectUri: (uri: string) => void;
  close: () => Promise<void>;
}

export const TEST_OIDC_CLIENT = {
  clientId: "formwright-test",
  clientSecret: "formwright-test-client-secret-0123456789",
} as const;

/**
 * Starts `oidc-provider` on loopback (`port`, or a free one) with one
 * confidential client that must use PKCE, the scopes `openid email profile`,
 * and the provider's own development sign-in and consent pages, where any
 * password is accepted for a known login.
 */
export async function startOidcProvider(
  options: { port?: number; accounts?: Record<string, TestIdentity> } = {},
): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const redirectUris: string[] = [];
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    handler ??= makeProvider(issuer, accounts, redirectUris).callback();
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    ...TEST_OIDC_CLIENT,
    accounts,
    allowRedirectUri: (uri) => {
      if (handler) throw new Error("redirect URIs must be registered before the first request");
      redirectUris.push(uri);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function makeProvider(
  issuer: string,
  accounts: Map<string, TestIdentity>,
  redirectUris: string[],
): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    findAccount: (_ctx, id) => {
      const identity = accounts.get(id);
      if (!identity) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: id,
        }),
      };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["formwright-test-provider-cookie-key"] },
  };
  return new Provider(issuer, configuration);
}

/** Cookies by origin, as a browser keeps them (names and values only). */
type CookieJar = Map<string, Map<string, string>>;

function remember(jar: CookieJar, url: URL, response: Response) {
  const cookies = jar.get(url.origin) ?? new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  jar.set(url.origin, cookies);
}

function cookieHeader(jar: CookieJar, url: URL): string {
  return [...(jar.get(url.origin) ?? new Map())].map(([k, v]) => `${k}=${v}`).join("; ");
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");

/**
 * Goes through the provider's sign-in and consent pages as a person would
 * (following redirects, keeping the provider's cookies, sending each page's
 * form with `login` filled in), from the authorization URL until the
 * provider sends the browser to `redirectUri`; returns that URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  input: { login: string; redirectUri: string },
): Promise<string> {
  const jar: CookieJar = new Map();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(input.redirectUri)) return url.href;
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: cookieHeader(jar, url),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    remember(jar, url, response);
    body = undefined;
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
    if (response.status !== 200 || !form) {
      throw new Error(
        `the provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`,
      );
    }
    const action = attribute(form.slice(0, form.indexOf(">") + 1), "action") ?? url.pathname;
    body = new URLSearchParams();
    for (const tag of form.match(/<input\b[^>]*>/gi) ?? []) {
      const name = attribute(tag, "name");
      if (!name) continue;
      if (name === "login") body.set(name, input.login);
      else if (name === "password") body.set(name, "any password");
      else body.set(name, attribute(tag, "value") ?? "");
    }
    url = new URL(action, url);
  }
  throw new Error("the provider did not send the browser back");
}
