import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageDecision } from "./page-decision";
import {
  ACTIONS,
  can,
  checkAccess,
  isAllowed,
  isWorkspaceAction,
  PAGE_ACCESS,
  PERMISSIONS,
  permissionsIn,
  permissionsOf,
  ROLES,
  WORKSPACE_ACTIONS,
} from "./permissions";

/** Every page of `src/app` as its route pattern (`/admin/forms/[id]`). */
function appPages(dir: string, route = ""): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return appPages(full, `${route}/${entry}`);
    return entry === "page.tsx" ? [route || "/"] : [];
  });
}

const APP_DIR = path.join(import.meta.dirname, "../app");

describe("the permission table", () => {
  it("gives each role every action of the roles below it", () => {
    for (const [weaker, stronger] of [
      [null, "viewer"],
      ["viewer", "editor"],
      ["editor", "owner"],
    ] as const) {
      expect(permissionsOf(stronger)).toEqual(expect.arrayContaining(permissionsOf(weaker)));
    }
  });

  it("lets an owner do everything and an anonymous caller only the public actions", () => {
    expect(permissionsOf("owner")).toEqual(ACTIONS);
    expect(permissionsOf(null)).toEqual(ACTIONS.filter((a) => PERMISSIONS[a] === "public"));
  });

  it("keeps publishing from viewers and managing people from editors", () => {
    expect(isAllowed("viewer", "publishForm")).toBe(false);
    expect(isAllowed("editor", "publishForm")).toBe(true);
    expect(isAllowed("editor", "/admin/users")).toBe(false);
    expect(isAllowed("owner", "/admin/users")).toBe(true);
    expect(isAllowed(null, "submitForm")).toBe(true);
    expect(can(permissionsOf("viewer"), "deleteSubmission")).toBe(false);
  });

  it("lists every page under /admin and /preview, and no page that does not exist", () => {
    const guarded = appPages(APP_DIR).filter(
      (page) => page.startsWith("/admin") || page.startsWith("/preview"),
    );
    expect(guarded.sort()).toEqual(Object.keys(PAGE_ACCESS).sort());
  });

  it("says why checkAccess refuses: no credential, or which role is needed", () => {
    expect(checkAccess(null, "GET /api/files/:id")).toEqual({
      allowed: false,
      reason: "unauthenticated",
    });
    expect(checkAccess("viewer", "/admin/users")).toEqual({
      allowed: false,
      reason: "forbidden",
      needed: "owner",
    });
    expect(checkAccess("editor", "POST /api/uploads")).toEqual({ allowed: true });
    expect(checkAccess(null, "GET /embed.js")).toEqual({ allowed: true });
  });

  it("names only known roles", () => {
    for (const access of Object.values(PERMISSIONS)) {
      expect(["public", ...ROLES]).toContain(access);
    }
  });
});

describe("the workspace dimension (issue 34 §1)", () => {
  it("decides only actions of the table, none of them public", () => {
    for (const action of WORKSPACE_ACTIONS) {
      expect(PERMISSIONS[action], action).toBeDefined();
      expect(PERMISSIONS[action], action).not.toBe("public");
    }
  });

  it("reads workspace actions by the workspace role and the rest by the instance role", () => {
    const editorInAWorkspace = permissionsIn({ instanceRole: "viewer", workspaceRole: "editor" });
    expect(editorInAWorkspace).toContain("updateForm");
    expect(editorInAWorkspace).not.toContain("users");
    expect(editorInAWorkspace).not.toContain("renameWorkspace");
    const memberOfNone = permissionsIn({ instanceRole: "editor", workspaceRole: null });
    expect(memberOfNone).toContain("changePassword");
    expect(memberOfNone).toContain("workspaces");
    expect(memberOfNone).not.toContain("forms");
    expect(memberOfNone).not.toContain("GET /api/files/:id");
    expect(isWorkspaceAction("createWorkspace")).toBe(false);
    expect(isWorkspaceAction("moveForm")).toBe(true);
  });

  it("decides a form's pages by the workspace role; a member of none is refused", () => {
    expect(
      pageDecision({ role: "VIEWER", workspaceRole: "EDITOR" }, "/admin/forms/[id]/integrations")
        .status,
    ).toBe("allowed");
    expect(
      pageDecision({ role: "EDITOR", workspaceRole: "VIEWER" }, "/admin/forms/[id]/integrations")
        .status,
    ).toBe("forbidden");
    expect(pageDecision({ role: "EDITOR", workspaceRole: null }, "/preview/[id]").status).toBe(
      "forbidden",
    );
    expect(pageDecision({ role: "EDITOR", workspaceRole: null }, "/admin").status).toBe("allowed");
    expect(
      pageDecision({ role: "VIEWER", workspaceRole: "OWNER" }, "/admin/workspaces").status,
    ).toBe("allowed");
    expect(pageDecision({ role: "VIEWER", workspaceRole: "OWNER" }, "/admin/users").status).toBe(
      "forbidden",
    );
  });
});
