import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import { inviteUser } from "./invites";
import { type OidcFlow, openFlow, sealFlow } from "./oidc-flow";
import { ssoAccount } from "./sso-accounts";
import { createUser, findUserByEmail, verifyCredentials } from "./users";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

const SETTINGS = { allowedDomains: ["corp.test"], defaultRole: "editor" } as const;
const verified = (email: string) => ({ subject: email, email, emailVerified: true });

describe.each(databaseTargets)("single sign-on accounts on $name", ({ open }) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await open();
    await createUser(connection.db, {
      email: "member@other.test",
      password: "correct horse battery",
      role: "viewer",
    });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await connection?.close();
  });

  it("match an existing account by verified email in any case, keeping its role and password", async () => {
    const account = await ssoAccount(connection.db, verified("Member@Other.TEST"), SETTINGS);
    expect(account).toMatchObject({
      created: false,
      user: { email: "member@other.test", role: "viewer" },
    });
    const user = await verifyCredentials(connection.db, {
      email: "member@other.test",
      password: "correct horse battery",
    });
    expect(user).not.toBeNull();
  });

  it("make an account in use, in the default role, with no password that signs in, only for an allowed domain", async () => {
    const made = await ssoAccount(connection.db, verified("new@corp.test"), SETTINGS);
    expect(made).toMatchObject({
      created: true,
      user: { email: "new@corp.test", role: "editor", isPending: false },
    });
    for (const password of ["", "correct horse battery"]) {
      expect(
        await verifyCredentials(connection.db, { email: "new@corp.test", password }),
      ).toBeNull();
    }
    expect(await ssoAccount(connection.db, verified("new@sub.corp.test"), SETTINGS)).toEqual({
      refused: "sso-domain-not-allowed",
    });
    expect(await findUserByEmail(connection.db, "new@sub.corp.test")).toBeNull();
  });

  it("take an invited account into use at its first single sign-on", async () => {
    await inviteUser(connection.db, {
      email: "invited@other.test",
      role: "viewer",
      mail: null,
      invitedBy: null,
    });
    expect((await findUserByEmail(connection.db, "invited@other.test"))?.isPending).toBe(true);
    const account = await ssoAccount(connection.db, verified("invited@other.test"), SETTINGS);
    expect(account).toMatchObject({ created: false, user: { role: "viewer", isPending: false } });
    expect((await findUserByEmail(connection.db, "invited@other.test"))?.isPending).toBe(false);
  });

  it("make one account when two first sign-ins race", async () => {
    const both = await Promise.all([
      ssoAccount(connection.db, verified("racer@corp.test"), SETTINGS),
      ssoAccount(connection.db, verified("racer@corp.test"), SETTINGS),
    ]);
    const ids = both.map((a) => ("user" in a ? a.user.id : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[0]).toBe(ids[1]);
    expect(both.filter((a) => "created" in a && a.created)).toHaveLength(1);
  });

  it("refuse an email that is not verified, or missing, even of an existing account", async () => {
    for (const identity of [
      { subject: "a", email: "member@other.test", emailVerified: false },
      { subject: "b", email: null, emailVerified: true },
      { subject: "c", email: "not an email", emailVerified: true },
    ]) {
      expect(await ssoAccount(connection.db, identity, SETTINGS)).toEqual({
        refused: "sso-email-unverified",
      });
    }
  });

  it("seal a flow that only this server opens, unaltered and before it expires", async () => {
    const flow: OidcFlow = {
      state: "s",
      nonce: "n",
      codeVerifier: "v",
      next: "/admin/forms",
      expiresAt: Date.now() + 60_000,
    };
    const sealed = await sealFlow(connection.db, flow);
    expect(sealed).not.toContain("/admin");
    expect(await openFlow(connection.db, sealed)).toEqual(flow);
    expect(await openFlow(connection.db, sealed, flow.expiresAt + 1)).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(await openFlow(connection.db, altered)).toBeNull();
    expect(await openFlow(connection.db, "not-a-flow")).toBeNull();
  });
});
