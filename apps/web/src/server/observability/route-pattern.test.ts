import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-id";
import { routePattern } from "./route-pattern";

describe("routePattern", () => {
  it.each([
    ["/api/graphql", "/api/graphql"],
    ["/f/demo", "/f/:slug"],
    ["/preview/0b3f", "/preview/:id"],
    ["/reset/abc123", "/reset/:token"],
    ["/api/forms/9d1c/submissions.csv", "/api/forms/:id/submissions.csv"],
    ["/admin/forms/9d1c/submissions", "/admin/forms/:id/submissions"],
    ["/admin/forms/9d1c", "/admin/forms/:id"],
    ["/admin/users", "/admin/users"],
    ["/admin", "/admin"],
    ["/", "/"],
    ["/_next/static/chunks/app.js", "/_next/static/:asset"],
    ["/wp-login.php", "other"],
  ])("%s is %s", (path, route) => {
    expect(routePattern(path)).toBe(route);
  });
});

describe("requestIdOf", () => {
  it("keeps a plausible id and replaces anything else", () => {
    expect(requestIdOf("3f2a-7b:req/1")).toBe("3f2a-7b:req/1");
    expect(requestIdOf(["first", "second"])).toBe("first");
    for (const bad of [undefined, "", "has space", "new\nline", "x".repeat(129), "<script>"]) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
