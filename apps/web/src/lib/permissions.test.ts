import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACTIONS,
  can,
  checkAccess,
  isAllowed,
  PAGE_ACCESS,
  PERMISSIONS,
  permissionsOf,
  ROLES,
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
