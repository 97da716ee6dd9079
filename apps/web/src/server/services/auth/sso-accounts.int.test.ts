import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { auditEvents } from "../../db/schema";
import { createLogger, log, setProcessLogger } from "../../observability/logger";
import { databaseTargets } from "../../testing/databases";
import {
  addWorkspaceMember,
  createWorkspace,
  listWorkspaces,
  membershipsOf,
} from "../workspaces/workspaces";
import { inviteUser } from "./invites";
import { type OidcFlow, openFlow, sealFlow } from "./oidc-flow";
import { ssoAccount } from "./sso-accounts";
import { createUser, findUserByEmail, verifyCredentials } from "./users";

/** Opening PGlite (migrations included) can take minutes on a busy machine. */
const OPEN_TIMEOUT_MS = 300_000;

const SETTINGS = { allowedDomains: ["corp.test"], defaultRole: "editor" } as const;
const verified = (email: string) => ({ subject: email, email, emailVerified: true });

/** The id of the account a single sign-on signed in (it must have one). */
function userId(account: Awaited<ReturnType<typeof ssoAccount>>): string {
  if (!("user" in account)) throw new Error(`refused: ${account.refused}`);
  return account.user.id;
}

describe.each(databaseTargets)("single sign-on accounts on $name", ({ name, open }) => {
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

  it("put a new account in the workspace Default in its role, recorded in the audit log", async () => {
    const { db } = connection;
    const [defaultWorkspace] = (await listWorkspaces(db, null)).filter((w) => w.name === "Default");
    if (!defaultWorkspace) throw new Error("migration 0027 makes the workspace Default");
    const editor = userId(
      await ssoAccount(db, verified("editor@corp.test"), SETTINGS, { address: "192.0.2.7" }),
    );
    expect(await membershipsOf(db, editor)).toEqual([
      { workspaceId: defaultWorkspace.id, role: "editor" },
    ]);
    const viewer = userId(
      await ssoAccount(db, verified("viewer@corp.test"), { ...SETTINGS, defaultRole: "viewer" }),
    );
    expect(await membershipsOf(db, viewer)).toEqual([
      { workspaceId: defaultWorkspace.id, role: "viewer" },
    ]);

    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, editor))
      .orderBy(auditEvents.id);
    expect(
      events.map((e) => ({
        action: e.action,
        actor: e.actorEmail,
        target: [e.targetKind, e.targetId],
        address: e.address,
        workspaceId: e.workspaceId,
        details: e.details,
      })),
    ).toEqual([
      {
        action: "user.created",
        actor: "editor@corp.test",
        target: ["user", editor],
        address: "192.0.2.7",
        workspaceId: null,
        details: { email: "editor@corp.test", role: "editor", method: "oidc" },
      },
      {
        action: "workspace.member_added",
        actor: "editor@corp.test",
        target: ["user", editor],
        address: "192.0.2.7",
        workspaceId: defaultWorkspace.id,
        details: {
          email: "editor@corp.test",
          role: "editor",
          workspace: "Default",
          method: "oidc",
        },
      },
    ]);
  });

  it("give a new instance owner no membership: they see every workspace", async () => {
    const owner = userId(
      await ssoAccount(connection.db, verified("chief@corp.test"), {
        ...SETTINGS,
        defaultRole: "owner",
      }),
    );
    expect(await membershipsOf(connection.db, owner)).toEqual([]);
  });

  it("join the workspace FORMWRIGHT_OIDC_DEFAULT_WORKSPACE names, in any case", async () => {
    const { db } = connection;
    const staff = await createWorkspace(db, { name: "Staff Forms", ownerId: null });
    const id = userId(
      await ssoAccount(db, verified("staffer@corp.test"), {
        ...SETTINGS,
        defaultWorkspace: " staff forms ",
      }),
    );
    expect(await membershipsOf(db, id)).toEqual([{ workspaceId: staff.id, role: "editor" }]);
  });

  it("join no workspace when none has that name, and say so in the log once", async () => {
    const lines: string[] = [];
    const before = log();
    setProcessLogger(createLogger({ level: "warn", destination: { write: (l) => lines.push(l) } }));
    try {
      // A name of this database's own: the log speaks of each name once per process.
      const settings = { ...SETTINGS, defaultWorkspace: `Nowhere on ${name}` };
      const first = userId(await ssoAccount(connection.db, verified("lost1@corp.test"), settings));
      const second = userId(await ssoAccount(connection.db, verified("lost2@corp.test"), settings));
      expect(await membershipsOf(connection.db, first)).toEqual([]);
      expect(await membershipsOf(connection.db, second)).toEqual([]);
      expect(await findUserByEmail(connection.db, "lost2@corp.test")).not.toBeNull();
    } finally {
      setProcessLogger(before);
    }
    const about = lines
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((msg) => msg.includes(`"Nowhere on ${name}"`));
    expect(about).toEqual([
      `no workspace is named "Nowhere on ${name}" (FORMWRIGHT_OIDC_DEFAULT_WORKSPACE): accounts made by single sign-on join no workspace until an owner adds them`,
    ]);
  });

  it("leave an existing account's memberships as they are, invited or in use", async () => {
    const { db } = connection;
    const team = await createWorkspace(db, { name: "Team", ownerId: null });
    await createUser(db, {
      email: "old@corp.test",
      password: "correct horse battery",
      role: "viewer",
    });
    await inviteUser(db, { email: "asked@corp.test", role: "editor", mail: null, invitedBy: null });
    for (const email of ["old@corp.test", "asked@corp.test"]) {
      await addWorkspaceMember(db, { workspaceId: team.id, email, role: "owner" });
      const id = userId(await ssoAccount(db, verified(email), SETTINGS));
      expect(await membershipsOf(db, id)).toEqual([{ workspaceId: team.id, role: "owner" }]);
      const events = await db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
      expect(events).toEqual([]);
    }
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
