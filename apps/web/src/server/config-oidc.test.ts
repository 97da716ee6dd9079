import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { signInMethodsFromEnvironment } from "./services/auth/sign-in-methods";

const SSO = {
  NODE_ENV: "test",
  FORMWRIGHT_OIDC_ISSUER: "https://id.example.com/realms/staff",
  FORMWRIGHT_OIDC_CLIENT_ID: "formwright",
  FORMWRIGHT_OIDC_CLIENT_SECRET: "a-client-secret",
} as const;

describe("single sign-on settings", () => {
  it("are off without an issuer, with password sign-in on", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.oidc).toBeNull();
    expect(config.passwordSignIn).toBe(true);
  });

  it("read every FORMWRIGHT_OIDC_* variable", () => {
    const config = loadConfig({
      ...SSO,
      FORMWRIGHT_OIDC_NAME: "Acme ID",
      FORMWRIGHT_OIDC_ALLOWED_DOMAINS: " Acme.com, acme.org,,@staff.acme.com ",
      FORMWRIGHT_OIDC_DEFAULT_ROLE: "editor",
      FORMWRIGHT_OIDC_DEFAULT_WORKSPACE: " Staff ",
      FORMWRIGHT_PASSWORD_SIGNIN: "0",
    });
    expect(config.oidc).toEqual({
      issuer: SSO.FORMWRIGHT_OIDC_ISSUER,
      clientId: "formwright",
      clientSecret: "a-client-secret",
      name: "Acme ID",
      allowedDomains: ["acme.com", "acme.org", "staff.acme.com"],
      defaultRole: "editor",
      defaultWorkspace: "Staff",
    });
    expect(config.passwordSignIn).toBe(false);
  });

  it("default to viewers in the workspace Default, no domain and a plain name", () => {
    const config = loadConfig(SSO);
    expect(config.oidc).toMatchObject({
      name: "single sign-on",
      allowedDomains: [],
      defaultRole: "viewer",
      defaultWorkspace: "Default",
    });
  });

  it("take a blank FORMWRIGHT_OIDC_DEFAULT_WORKSPACE as unset", () => {
    for (const blank of ["", "   "]) {
      const config = loadConfig({ ...SSO, FORMWRIGHT_OIDC_DEFAULT_WORKSPACE: blank });
      expect(config.oidc?.defaultWorkspace).toBe("Default");
    }
  });

  it.each([
    [
      { FORMWRIGHT_OIDC_DEFAULT_ROLE: "admin" },
      /FORMWRIGHT_OIDC_DEFAULT_ROLE: must be one of viewer, editor, owner/,
    ],
    [
      { FORMWRIGHT_OIDC_ALLOWED_DOMAINS: "acme.com, not a domain" },
      /FORMWRIGHT_OIDC_ALLOWED_DOMAINS: "not a domain" is not a domain name/,
    ],
    [
      { FORMWRIGHT_OIDC_ISSUER: "id.example.com" },
      /FORMWRIGHT_OIDC_ISSUER: must be the provider's issuer URL/,
    ],
    [
      { FORMWRIGHT_OIDC_CLIENT_ID: undefined },
      /FORMWRIGHT_OIDC_ISSUER and FORMWRIGHT_OIDC_CLIENT_ID must be set together/,
    ],
    [
      { FORMWRIGHT_OIDC_DEFAULT_WORKSPACE: "x".repeat(101) },
      /FORMWRIGHT_OIDC_DEFAULT_WORKSPACE: must be a workspace's name \(at most 100 characters\)/,
    ],
    [
      { FORMWRIGHT_PASSWORD_SIGNIN: "no" },
      /FORMWRIGHT_PASSWORD_SIGNIN: must be 1 \(on\) or 0 \(off\)/,
    ],
  ])("stop start-up with a message naming the variable: %o", (change, message) => {
    expect(() => loadConfig({ ...SSO, ...change })).toThrow(message);
  });

  it("refuse to turn password sign-in off without single sign-on", () => {
    expect(() => loadConfig({ NODE_ENV: "test", FORMWRIGHT_PASSWORD_SIGNIN: "0" })).toThrow(
      /FORMWRIGHT_PASSWORD_SIGNIN=0 needs single sign-on/,
    );
  });

  it("show the sign-in page what the server was configured with", () => {
    const envs: NodeJS.ProcessEnv[] = [
      { NODE_ENV: "test" },
      SSO,
      { ...SSO, FORMWRIGHT_OIDC_NAME: "Acme ID", FORMWRIGHT_PASSWORD_SIGNIN: "0" },
      { ...SSO, FORMWRIGHT_OIDC_NAME: "  ", FORMWRIGHT_PASSWORD_SIGNIN: "false" },
    ];
    for (const env of envs) {
      const config = loadConfig(env);
      expect(signInMethodsFromEnvironment(env)).toEqual({
        password: config.passwordSignIn,
        singleSignOn: config.oidc?.name ?? null,
      });
    }
  });
});
