import type { Role } from "./roles";

/** The provider's name on the sign-in button when FORMWRIGHT_OIDC_NAME is unset. */
export const DEFAULT_OIDC_NAME = "single sign-on";

/** The workspace accounts made by single sign-on join when FORMWRIGHT_OIDC_DEFAULT_WORKSPACE is unset (migration 0027 makes it). */
export const DEFAULT_OIDC_WORKSPACE = "Default";

/** Longest FORMWRIGHT_OIDC_NAME accepted (it is a button's caption). */
export const OIDC_NAME_MAX_LENGTH = 60;

/** Single sign-on through an OpenID Connect provider (FORMWRIGHT_OIDC_*). */
export interface OidcSettings {
  /** The provider's issuer URL; its `/.well-known/openid-configuration` is read on first use. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string;
  /** The sign-in button reads "Sign in with <name>". */
  name: string;
  /** Email domains (lower case) whose people get an account on first sign-in; others need one already. */
  allowedDomains: readonly string[];
  /** The role of an account made on first sign-in. */
  defaultRole: Role;
  /**
   * The name of the workspace an account made on first sign-in joins, in the
   * workspace role of its `defaultRole` (an owner joins none); absent,
   * {@link DEFAULT_OIDC_WORKSPACE}.
   */
  defaultWorkspace?: string;
}

/** How people may sign in, as the sign-in page shows it. */
export interface SignInMethods {
  /** Email and password (FORMWRIGHT_PASSWORD_SIGNIN, on unless 0 or false). */
  password: boolean;
  /** The single sign-on button's provider name, or null without single sign-on. */
  singleSignOn: string | null;
}

/** Whether a FORMWRIGHT_PASSWORD_SIGNIN value leaves password sign-in on (unset is on). */
export function isPasswordSignInOn(flag: string | undefined): boolean {
  return flag !== "0" && flag !== "false";
}

/** The caption's provider name from FORMWRIGHT_OIDC_NAME (blank: the default). */
export function oidcNameOf(name: string | undefined): string {
  return name?.trim() || DEFAULT_OIDC_NAME;
}

/**
 * The sign-in methods as the pages read them from the environment, the same
 * one `loadConfig` checked at start (server.ts stops on a bad value first).
 *
 * @example signInMethodsFromEnvironment({ FORMWRIGHT_OIDC_ISSUER: "https://id.example.com", FORMWRIGHT_OIDC_NAME: "Acme" }) // { password: true, singleSignOn: "Acme" }
 */
export function signInMethodsFromEnvironment(env: NodeJS.ProcessEnv): SignInMethods {
  return {
    password: isPasswordSignInOn(env.FORMWRIGHT_PASSWORD_SIGNIN),
    singleSignOn: env.FORMWRIGHT_OIDC_ISSUER ? oidcNameOf(env.FORMWRIGHT_OIDC_NAME) : null,
  };
}

/** A domain name as FORMWRIGHT_OIDC_ALLOWED_DOMAINS takes it (lower case, at least one dot). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * The domains of FORMWRIGHT_OIDC_ALLOWED_DOMAINS (comma-separated), lower
 * case; throws naming the first entry that is not a domain name.
 *
 * @example parseAllowedDomains(" Example.com, example.org ") // ["example.com", "example.org"]
 */
export function parseAllowedDomains(list: string | undefined): string[] {
  const domains = (list ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ""))
    .filter((entry) => entry !== "");
  const bad = domains.find((domain) => !DOMAIN.test(domain));
  if (bad !== undefined) {
    throw new Error(
      `"${bad}" is not a domain name (give domains separated by commas, e.g. example.com,example.org)`,
    );
  }
  return [...new Set(domains)];
}
