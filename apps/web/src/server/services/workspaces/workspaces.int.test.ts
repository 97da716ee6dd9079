import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { DEFAULT_WORKSPACE_ID } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { contactDocument } from "../../testing/fixtures";
import { createApiKey, revokeApiKey } from "../auth/api-keys";
import { createUser } from "../auth/users";
import { ServiceError } from "../errors";
import { createForm, listForms } from "../forms";
import { chooseWorkspace, decideAccess, workspaceAccessOf } from "./access";
import {
  addWorkspaceMember,
  createWorkspace,
  deleteWorkspace,
  listWorkspaceMembers,
  listWorkspaces,
  moveForm,
  removeWorkspaceMember,
  renameWorkspace,
  setOnlyWorkspaceRole,
  setWorkspaceRole,
} from "./workspaces";

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => new Error("it did not fail"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe.each(databaseTargets)("workspaces on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("starts with Default, which a new account joins while it is the only workspace", async () => {
    expect((await listWorkspaces(conn.db, null)).map((w) => w.id)).toEqual([DEFAULT_WORKSPACE_ID]);
    const user = await createUser(conn.db, {
      email: "only@example.com",
      password: "correct horse",
      role: "editor",
    });
    await setOnlyWorkspaceRole(conn.db, { userId: user.id, role: user.role });
    expect(await listWorkspaceMembers(conn.db, DEFAULT_WORKSPACE_ID)).toMatchObject([
      { email: "only@example.com", role: "editor" },
    ]);
  });

  it("refuses a second workspace of the same name, whatever its case, and an empty name", async () => {
    await createWorkspace(conn.db, { name: "Sales", ownerId: null });
    expect(
      (await failure(createWorkspace(conn.db, { name: " sales ", ownerId: null }))).message,
    ).toBe('A workspace named "sales" already exists');
    expect((await failure(createWorkspace(conn.db, { name: "  ", ownerId: null }))).code).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("keeps at least one owner, and adds only people with an account", async () => {
    const owner = await createUser(conn.db, {
      email: "lead@example.com",
      password: "correct horse",
      role: "viewer",
    });
    const team = await createWorkspace(conn.db, { name: "Team", ownerId: owner.id });
    expect(
      (
        await failure(
          setWorkspaceRole(conn.db, { workspaceId: team.id, userId: owner.id, role: "editor" }),
        )
      ).message,
    ).toMatch(/at least one owner/);
    expect(
      (await failure(removeWorkspaceMember(conn.db, { workspaceId: team.id, userId: owner.id })))
        .code,
    ).toBe("CONFLICT");
    const missing = await failure(
      addWorkspaceMember(conn.db, {
        workspaceId: team.id,
        email: "nobody@example.com",
        role: "viewer",
      }),
    );
    expect(missing.code).toBe("NOT_FOUND");
    expect(missing.message).toContain("invite them");
    await addWorkspaceMember(conn.db, {
      workspaceId: team.id,
      email: "only@example.com",
      role: "owner",
    });
    expect(
      (
        await failure(
          addWorkspaceMember(conn.db, {
            workspaceId: team.id,
            email: "only@example.com",
            role: "viewer",
          }),
        )
      ).code,
    ).toBe("CONFLICT");
    await setWorkspaceRole(conn.db, { workspaceId: team.id, userId: owner.id, role: "viewer" });
    expect((await listWorkspaceMembers(conn.db, team.id)).map((m) => [m.email, m.role])).toEqual([
      ["lead@example.com", "viewer"],
      ["only@example.com", "owner"],
    ]);
    // With several workspaces a new account joins none.
    const late = await createUser(conn.db, {
      email: "late@example.com",
      password: "correct horse",
      role: "editor",
    });
    await setOnlyWorkspaceRole(conn.db, { userId: late.id, role: "editor" });
    expect(
      (await listWorkspaceMembers(conn.db, DEFAULT_WORKSPACE_ID)).map((m) => m.email),
    ).not.toContain("late@example.com");
    await renameWorkspace(conn.db, { id: team.id, name: "Team B" });
    expect((await listWorkspaces(conn.db, [team.id])).map((w) => w.name)).toEqual(["Team B"]);
  });

  it("deletes a workspace only when empty, saying what is left", async () => {
    const ws = await createWorkspace(conn.db, { name: "Short-lived", ownerId: null });
    const form = await createForm(conn.db, contactDocument({ slug: "short-lived" }), {
      workspaceId: ws.id,
    });
    const key = await createApiKey(conn.db, {
      name: "k",
      role: "viewer",
      createdBy: null,
      workspaceId: ws.id,
    });
    const left = await failure(deleteWorkspace(conn.db, ws.id));
    expect(left.code).toBe("CONFLICT");
    expect(left.message).toBe(
      'The workspace "Short-lived" is not empty: it still has 1 form, 1 API key. Move or delete them (revoke the keys) first.',
    );
    await moveForm(conn.db, { formId: form.id, workspaceId: DEFAULT_WORKSPACE_ID });
    expect((await listForms(conn.db, { workspaceIds: [ws.id] })).length).toBe(0);
    await revokeApiKey(conn.db, key.apiKey.id);
    await deleteWorkspace(conn.db, ws.id);
    expect((await listWorkspaces(conn.db, [ws.id])).length).toBe(0);
  });

  it("decides by the role in the workspace: a member of another gets nothing, a list only its own", async () => {
    const a = await createWorkspace(conn.db, { name: "A", ownerId: null });
    const access = await workspaceAccessOf(conn.db, {
      kind: "apiKey",
      keyId: "k",
      role: "owner",
      workspaceId: a.id,
    });
    expect(decideAccess(access, "updateForm", [a.id])).toMatchObject({ allowed: true });
    expect(decideAccess(access, "updateForm", [DEFAULT_WORKSPACE_ID])).toMatchObject({
      allowed: false,
      reason: "forbidden",
    });
    expect(decideAccess(access, "users", [])).toMatchObject({ allowed: false });
    expect(access.workspaceIdsWith("viewer")).toEqual([a.id]);
    expect(await chooseWorkspace(conn.db, access, "createForm")).toBe(a.id);
    const admin = await workspaceAccessOf(conn.db, { kind: "adminToken", role: "owner" });
    expect(await chooseWorkspace(conn.db, admin, "createForm")).toBe(DEFAULT_WORKSPACE_ID);
  });
});
