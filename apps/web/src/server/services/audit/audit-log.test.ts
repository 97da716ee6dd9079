import { describe, expect, it } from "vitest";
import { auditActorOf, safeDetails } from "./audit-log";

describe("safeDetails", () => {
  it("drops keys that could name a password, token, secret, key or answers", () => {
    expect(
      safeDetails({
        role: "editor",
        password: "hunter2",
        newPassword: "hunter3",
        secret: "whsec_x",
        token: "t",
        resetToken: "t",
        apiKey: "fwk_x",
        key: "fwk_y",
        passwordHash: "$argon2",
        answers: "Ada",
        data: "Ada",
        code: "123456",
        authorization: "Bearer x",
        cookie: "fw_session=x",
      }),
    ).toEqual({ role: "editor" });
  });

  it("cuts long text and long lists, and leaves undefined out", () => {
    const details = safeDetails({
      slug: "x".repeat(500),
      events: Array.from({ length: 30 }, (_, i) => `e${i}`),
      missing: undefined,
      count: 3,
      on: true,
      none: null,
    });
    expect(details.slug).toHaveLength(200);
    expect(details.events).toHaveLength(20);
    expect(details).not.toHaveProperty("missing");
    expect(details).toMatchObject({ count: 3, on: true, none: null });
  });
});

describe("auditActorOf", () => {
  it("names a user by id and email, a key by id, the admin token, and nobody", () => {
    expect(
      auditActorOf({ kind: "user", userId: "u", email: "a@b.c", role: "owner", sessionToken: "s" }),
    ).toEqual({ kind: "user", userId: "u", email: "a@b.c" });
    expect(auditActorOf({ kind: "apiKey", keyId: "k", role: "editor", workspaceId: "w" })).toEqual({
      kind: "api_key",
      apiKeyId: "k",
    });
    expect(auditActorOf({ kind: "adminToken", role: "owner" })).toEqual({ kind: "admin_token" });
    expect(auditActorOf(null)).toEqual({ kind: "anonymous", email: null });
  });
});
