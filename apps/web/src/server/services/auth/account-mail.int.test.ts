import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { outbox, passwordResets } from "../../db/schema";
import { freePort } from "../../testing/child-api-server";
import { databaseTargets } from "../../testing/databases";
import { type SmtpSink, startSmtpSink } from "../../testing/smtp-sink";
import { createMailer, type MailConfig, type Mailer } from "../mail/mailer";
import { runOutboxOnce } from "../outbox/worker";
import { INVITE_LIFETIME_MS, inviteUser, passwordLinksOf } from "./invites";
import {
  createPasswordReset,
  PASSWORD_RESET_LIFETIME_MS,
  RESET_LINK_INVALID,
  requestPasswordReset,
  resetPassword,
} from "./password-resets";
import { createUser, findUserByEmail, verifyCredentials } from "./users";

const FROM = "Formwright <forms@example.com>";
const PUBLIC_URL = "https://forms.example.com";
const HOUR = 3_600_000;

/** The token of the link to `path` in a mail's text. */
function tokenIn(text: string | undefined, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}([\\w-]+)`).exec(text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe.each(databaseTargets)("account mails on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let sink: SmtpSink;
  let mail: MailConfig;
  let mailer: Mailer;
  let count = 0;
  const address = (name: string) => `${name}-${++count}@example.com`;

  beforeAll(async () => {
    conn = await open();
    sink = await startSmtpSink();
    mail = { smtpUrl: sink.url, from: FROM };
    mailer = createMailer(mail);
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    await conn?.close();
  });

  /** Runs the outbox until `n` more mails arrived; answers them. */
  async function deliver(before: number, n = 1) {
    for (let i = 0; i < 100 && sink.mails.length < before + n; i++) {
      await runOutboxOnce({
        db: conn.db,
        mailer,
        allowPrivate: true,
        publicUrl: PUBLIC_URL,
        retryDelaysMs: [20, 20, 20],
      });
      await new Promise((r) => setTimeout(r, 20));
    }
    return (await sink.waitFor(before + n)).slice(before);
  }

  it("mails an invitation naming the product and the inviter; its link sets the password once and signs nobody in before", async () => {
    const email = address("invitee");
    const before = sink.mails.length;
    const invite = await inviteUser(conn.db, {
      email,
      role: "editor",
      mail,
      invitedBy: "owner@example.com",
    });
    expect(invite.isEmailed).toBe(true);
    expect(invite.user).toMatchObject({ email, role: "editor", isPending: true });
    expect(await verifyCredentials(conn.db, { email, password: "" })).toBeNull();
    const [received] = await deliver(before);
    expect(received?.subject).toBe("owner@example.com invited you to Formwright");
    expect(received?.to && "text" in received.to ? received.to.text : "").toBe(email);
    const token = tokenIn(received?.text, "/invite/");
    const user = await resetPassword(conn.db, { token, password: "a chosen password" });
    expect(user).toMatchObject({ email, isPending: false });
    expect(
      await verifyCredentials(conn.db, { email, password: "a chosen password" }),
    ).toMatchObject({ email });
    await expect(resetPassword(conn.db, { token, password: "another password" })).rejects.toThrow(
      RESET_LINK_INVALID,
    );
  });

  it("drops the token from the outbox row once the mail is delivered", async () => {
    const before = sink.mails.length;
    const invite = await inviteUser(conn.db, {
      email: address("scrubbed"),
      role: "viewer",
      mail,
      invitedBy: null,
    });
    const [received] = await deliver(before);
    expect(received?.subject).toBe("You are invited to Formwright");
    const [row] = await conn.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, invite.mailId ?? ""));
    expect(row?.status).toBe("delivered");
    expect(JSON.stringify(row?.payload)).not.toContain(invite.token);
  });

  it("lets an invitation link work for 72 hours and not after", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const first = await inviteUser(conn.db, {
      email: address("late"),
      role: "viewer",
      mail: null,
      invitedBy: null,
      now,
    });
    expect(first.isEmailed).toBe(false);
    expect(first.expiresAt.getTime() - now.getTime()).toBe(INVITE_LIFETIME_MS);
    const after72h = new Date(now.getTime() + 72 * HOUR + 1);
    await expect(
      resetPassword(conn.db, { token: first.token, password: "too late now", now: after72h }),
    ).rejects.toThrow(RESET_LINK_INVALID);
    const second = await inviteUser(conn.db, {
      email: first.user.email,
      role: "viewer",
      mail: null,
      invitedBy: null,
      now,
    });
    const just = new Date(now.getTime() + 72 * HOUR - 1000);
    await expect(
      resetPassword(conn.db, { token: second.token, password: "just in time", now: just }),
    ).resolves.toMatchObject({ isPending: false });
  });

  it("voids the earlier link when a pending user is invited again, and takes the new role", async () => {
    const email = address("again");
    const first = await inviteUser(conn.db, { email, role: "viewer", mail: null, invitedBy: null });
    const second = await inviteUser(conn.db, { email, role: "owner", mail: null, invitedBy: null });
    expect(second.user).toMatchObject({ id: first.user.id, role: "owner" });
    await expect(
      resetPassword(conn.db, { token: first.token, password: "the old link" }),
    ).rejects.toThrow(RESET_LINK_INVALID);
    const links = await passwordLinksOf(conn.db, [first.user.id]);
    expect(links.get(first.user.id)).toMatchObject({ purpose: "invite", mail: null });
    await resetPassword(conn.db, { token: second.token, password: "the new link" });
  });

  it("refuses to invite someone who already has a password", async () => {
    const email = address("member");
    await createUser(conn.db, { email, password: "a long password", role: "viewer" });
    await expect(
      inviteUser(conn.db, { email, role: "viewer", mail: null, invitedBy: null }),
    ).rejects.toThrow(`A user with the email ${email} already exists`);
  });

  it("emails a reset link that works once, for an hour, and voids the others", async () => {
    const email = address("forgetful");
    const user = await createUser(conn.db, { email, password: "the old password", role: "viewer" });
    const shown = await createPasswordReset(conn.db, user.id);
    const now = new Date();
    const before = sink.mails.length;
    expect(await requestPasswordReset(conn.db, { email: email.toUpperCase(), mail, now })).toBe(
      true,
    );
    await expect(
      resetPassword(conn.db, { token: shown.token, password: "from the old link" }),
    ).rejects.toThrow(RESET_LINK_INVALID);
    const [received] = await deliver(before);
    expect(received?.subject).toBe("Reset your Formwright password");
    const token = tokenIn(received?.text, "/reset/");
    await expect(
      resetPassword(conn.db, {
        token,
        password: "too late",
        now: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS + 1),
      }),
    ).rejects.toThrow(RESET_LINK_INVALID);
    await resetPassword(conn.db, { token, password: "the new password" });
    expect(
      await verifyCredentials(conn.db, { email, password: "the new password" }),
    ).not.toBeNull();
    await expect(resetPassword(conn.db, { token, password: "twice" })).rejects.toThrow(
      RESET_LINK_INVALID,
    );
  });

  it("queues nothing for an unknown address or a pending invitee, and refuses without email", async () => {
    const rowsBefore = await conn.db.$count(outbox);
    expect(await requestPasswordReset(conn.db, { email: address("nobody"), mail })).toBe(false);
    const pending = await inviteUser(conn.db, {
      email: address("pending"),
      role: "viewer",
      mail: null,
      invitedBy: null,
    });
    expect(await requestPasswordReset(conn.db, { email: pending.user.email, mail })).toBe(false);
    expect(await conn.db.$count(outbox)).toBe(rowsBefore);
    // The pending invitation still works: nothing voided it.
    await resetPassword(conn.db, { token: pending.token, password: "accepted anyway" });
    await expect(
      requestPasswordReset(conn.db, { email: address("x"), mail: null }),
    ).rejects.toThrow(/Email is not configured/);
    await expect(requestPasswordReset(conn.db, { email: "not an address", mail })).rejects.toThrow(
      "Enter a valid email address",
    );
  });

  it("keeps an invitation mail while SMTP is down, shows the error on the user, and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const down: MailConfig = { smtpUrl: `smtp://user:pass@127.0.0.1:${port}`, from: FROM };
    const downMailer = createMailer(down);
    const worker = {
      db: conn.db,
      mailer: downMailer,
      allowPrivate: true,
      publicUrl: PUBLIC_URL,
      retryDelaysMs: [20, 20, 20, 20],
    };
    try {
      const invite = await inviteUser(conn.db, {
        email: address("patient"),
        role: "viewer",
        mail: down,
        invitedBy: "owner@example.com",
      });
      await runOutboxOnce(worker);
      const link = (await passwordLinksOf(conn.db, [invite.user.id])).get(invite.user.id);
      expect(link?.mail?.status).toBe("pending");
      expect(link?.mail?.lastError).toMatch(/ECONNREFUSED/);
      const back = await startSmtpSink({ port });
      try {
        for (let i = 0; i < 100 && back.mails.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 25));
          await runOutboxOnce(worker);
        }
        const [received] = await back.waitFor(1);
        expect(tokenIn(received?.text, "/invite/")).toBe(invite.token);
        const after = (await passwordLinksOf(conn.db, [invite.user.id])).get(invite.user.id);
        expect(after?.mail).toEqual({ status: "delivered", lastError: null });
      } finally {
        await back.close();
      }
    } finally {
      downMailer.close();
    }
  });

  it("stores only the SHA-256 of a link's token", async () => {
    const invite = await inviteUser(conn.db, {
      email: address("hashed"),
      role: "viewer",
      mail: null,
      invitedBy: null,
    });
    const rows = await conn.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, invite.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toContain(invite.token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect((await findUserByEmail(conn.db, invite.user.email))?.isPending).toBe(true);
  });
});
