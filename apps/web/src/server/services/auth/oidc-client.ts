import * as oidc from "openid-client";
import type { OidcFlow } from "./oidc-flow";
import type { OidcSettings } from "./sign-in-methods";

/** The scopes asked for: who the person is and their email address. */
export const OIDC_SCOPES = "openid email profile";

/** Who the provider says signed in. */
export interface OidcIdentity {
  /** The provider's `sub`. */
  subject: string;
  email: string | null;
  /** The provider's `email_verified` was `true` (not merely present, not the string "true"). */
  emailVerified: boolean;
}

/** Why a single sign-on failed: a code of the sign-in page's messages. */
export class OidcSignInError extends Error {
  constructor(
    readonly code: "sso-failed" | "sso-unavailable",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "OidcSignInError";
  }
}

/** Single sign-on with one OpenID Connect provider, as the auth routes use it. */
export interface OidcSignIn {
  settings: OidcSettings;
  /** The address the provider sends people back to (register it at the provider). */
  redirectUri: string;
  /** The provider's authorization URL, and the checks to keep for the way back. */
  begin: () => Promise<{ url: URL; flow: Omit<OidcFlow, "next" | "expiresAt"> }>;
  /**
   * Checks the provider's answer at the callback (`state`, the code with the
   * PKCE verifier, the ID token with its `nonce`) and says who signed in.
   * Throws {@link OidcSignInError} when any check fails.
   */
  finish: (callbackUrl: URL, flow: OidcFlow) => Promise<OidcIdentity>;
}

/** Loopback names: a provider there may be reached over plain HTTP (tests, a provider beside the server). */
function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname.endsWith(".localhost")
  );
}

/**
 * Single sign-on through `openid-client`: authorization code with PKCE,
 * `state` and `nonce`. The provider's discovery document is read on first
 * use (and again after a failure), so the server starts while the provider
 * is down. Only HTTPS issuers, except on loopback.
 */
export function createOidcSignIn(settings: OidcSettings, redirectUri: string): OidcSignIn {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === "http:" && isLoopback(issuer.hostname);
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        { redirect_uris: [redirectUri] },
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        { ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}), timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new OidcSignInError(
          "sso-unavailable",
          `The OpenID provider ${settings.issuer} could not be discovered`,
          { cause: error },
        );
      });
    return discovered;
  };

  return {
    settings,
    redirectUri,
    begin: async () => {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url, flow: { state, nonce, codeVerifier } };
    },
    finish: async (callbackUrl, flow) => {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error("the provider sent no ID token");
        let email: unknown = claims.email;
        let verified: unknown = claims.email_verified;
        // Many providers put the email in the ID token only when asked by
        // `claims`; the userinfo endpoint has it for the `email` scope.
        if (typeof email !== "string" || verified === undefined) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          email = info.email ?? email;
          verified = info.email_verified ?? verified;
        }
        // Entra ID never sends email_verified for organisational accounts; its
        // optional claim xms_edov ("email domain owner verified") says the same.
        if (verified === undefined) verified = claims.xms_edov;
        return {
          subject: claims.sub,
          email: typeof email === "string" ? email : null,
          emailVerified: verified === true,
        };
      } catch (error) {
        throw new OidcSignInError("sso-failed", describe(error), { cause: error });
      }
    },
  };
}

/** A log line's worth of why the provider's answer was refused (never a token). */
function describe(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError)
    return `${error.error}: ${error.error_description ?? ""}`;
  if (error instanceof oidc.AuthorizationResponseError)
    return `${error.error}: ${error.error_description ?? ""}`;
  return error instanceof Error ? error.message : String(error);
}
