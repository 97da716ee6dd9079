import { parseFormDocument } from "@formwright/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { emailVerifications, outbox, spamSubmissions, submissions } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { validContactAnswers } from "../../testing/fixtures";
import { verifiedContactDocument } from "../../testing/verified-email-fixtures";
import { ServiceError } from "../errors";
import { createForm, publishForm } from "../forms";
import { createLimiter } from "../rate-limits";
import { listSubmissions } from "../submissions/list-submissions";
import { submitForm } from "../submissions/submit-form";
import {
  EMAIL_CODE_TTL_MS,
  EMAIL_CODES_PER_ADDRESS_PER_HOUR,
  EMAIL_NOT_VERIFIED,
  EMAIL_VERIFIED_TTL_MS,
  emailCodeLimiters,
  requestEmailCode,
  sweepEmailVerifications,
  verifyEmailCode,
  verifySettingIssues,
} from "./email-verification";

const MAIL = { smtpUrl: "smtp://user:pass@127.0.0.1:1", from: "Forms <forms@example.com>" };

describe.each(databaseTargets)("verified email on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  const slug = "verified-contact";

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, verifiedContactDocument(slug));
    await publishForm(conn.db, form.id);
    formId = form.id;
  });
  afterAll(async () => {
    await conn?.close();
  });

  /** Asks for a code and reads it back from the mail queued in the outbox. */
  async function mailedCode(email: string): Promise<string> {
    await requestEmailCode(conn.db, { slug, field: "email", email, mail: MAIL });
    const mails = await conn.db.select().from(outbox).where(eq(outbox.kind, "email"));
    const mine = mails
      .map((row) => row.payload as { to: string[]; text: string })
      .filter((payload) => payload.to.includes(email.toLowerCase()));
    const code = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  async function refusal(run: Promise<unknown>): Promise<{ reason: unknown; message: string }> {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    const e = error as ServiceError;
    return { reason: e.details?.reason, message: e.message };
  }

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("mails a 6-digit code and keeps only its hash", async () => {
    const code = await mailedCode("Ada@Example.com");
    const [row] = await conn.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, "ada@example.com"));
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + EMAIL_CODE_TTL_MS - 60_000);
  });

  it("refuses a submit whose address was not verified, naming the field, and stores nothing", async () => {
    const before = await conn.db.$count(submissions, eq(submissions.formId, formId));
    const result = await submitForm(conn.db, {
      slug,
      data: { ...validContactAnswers, email: "nobody@example.com" },
      idempotencyKey: "unverified-1",
    });
    expect(result.submissionId).toBeNull();
    expect(result.fieldErrors).toEqual([
      {
        name: "email",
        code: EMAIL_NOT_VERIFIED,
        message: "Email: confirm this address with the code we email you before sending",
      },
    ]);
    expect(await conn.db.$count(submissions, eq(submissions.formId, formId))).toBe(before);
  });

  it("writes the code mail and the field's message in the form's language", async () => {
    const german = await createForm(conn.db, {
      ...verifiedContactDocument("verified-de"),
      language: "de",
    });
    await publishForm(conn.db, german.id);
    await requestEmailCode(conn.db, {
      slug: "verified-de",
      field: "email",
      email: "lena@example.com",
      mail: MAIL,
    });
    const mails = await conn.db.select().from(outbox).where(eq(outbox.kind, "email"));
    const mail = mails
      .map((row) => row.payload as { to: string[]; subject: string; text: string })
      .find((payload) => payload.to.includes("lena@example.com"));
    expect(mail?.subject).toMatch(/^Ihr Code für „.+“: \d{6}$/);
    expect(mail?.text).toContain("Er gilt 10 Minuten.");
    const result = await submitForm(conn.db, {
      slug: "verified-de",
      data: { ...validContactAnswers, email: "lena@example.com" },
      idempotencyKey: "unverified-de",
      language: "de",
    });
    expect(result.fieldErrors.map((e) => e.message)).toEqual([
      "Email: Bestätigen Sie diese Adresse vor dem Absenden mit dem Code, den wir Ihnen per E-Mail senden",
    ]);
  });

  it("verifies the right code: the submit carries the token and the address is stored", async () => {
    const code = await mailedCode("grace@example.com");
    const verified = await verifyEmailCode(conn.db, {
      slug,
      field: "email",
      email: "Grace@example.com",
      code,
    });
    expect(verified.email).toBe("grace@example.com");
    // A token for another address does not verify this one.
    const other = await submitForm(conn.db, {
      slug,
      data: { ...validContactAnswers, email: "mallory@example.com" },
      idempotencyKey: "verified-other",
      emailVerifications: [verified.token],
    });
    expect(other.fieldErrors.map((e) => e.code)).toEqual([EMAIL_NOT_VERIFIED]);
    const result = await submitForm(conn.db, {
      slug,
      data: { ...validContactAnswers, email: "grace@example.com" },
      idempotencyKey: "verified-1",
      emailVerifications: [verified.token],
    });
    expect(result.fieldErrors).toEqual([]);
    expect(result.submissionId).toBeTruthy();
    const page = await listSubmissions(conn.db, { formSlug: slug, first: 50 });
    const stored = page.nodes.find((node) => node.id === result.submissionId);
    expect(stored?.verifiedEmail).toBe("grace@example.com");
    // The code is spent once used.
    expect(
      (
        await refusal(
          verifyEmailCode(conn.db, { slug, field: "email", email: "grace@example.com", code }),
        )
      ).reason,
    ).toBe("EMAIL_CODE_EXPIRED");
  });

  it("stores each verified address when submissions arrive together (batched when they meet)", async () => {
    const people = ["p1@example.com", "p2@example.com", "p3@example.com"];
    const tokens = await Promise.all(
      people.map(async (email) => {
        const code = await mailedCode(email);
        return (await verifyEmailCode(conn.db, { slug, field: "email", email, code })).token;
      }),
    );
    const results = await Promise.all(
      people.map((email, i) =>
        submitForm(conn.db, {
          slug,
          data: { ...validContactAnswers, email },
          idempotencyKey: `together-${i}`,
          emailVerifications: [tokens[i] ?? ""],
        }),
      ),
    );
    const rows = await conn.db
      .select({ id: submissions.id, verifiedEmail: submissions.verifiedEmail })
      .from(submissions)
      .where(eq(submissions.formId, formId));
    for (const [i, result] of results.entries()) {
      expect(rows.find((row) => row.id === result.submissionId)?.verifiedEmail).toBe(people[i]);
    }
  });

  it("locks the code after 5 wrong ones, the right one included after that", async () => {
    const code = await mailedCode("lin@example.com");
    const wrong = wrongOf(code);
    const tries = { slug, field: "email", email: "lin@example.com", code: wrong };
    for (const left of [4, 3, 2, 1]) {
      expect(await refusal(verifyEmailCode(conn.db, tries))).toEqual({
        reason: "EMAIL_CODE_WRONG",
        message: `That code is not right: ${left} ${left === 1 ? "try" : "tries"} left`,
      });
    }
    expect(await refusal(verifyEmailCode(conn.db, tries))).toEqual({
      reason: "EMAIL_CODE_LOCKED",
      message: "Too many wrong codes: ask for a new one",
    });
    expect((await refusal(verifyEmailCode(conn.db, { ...tries, code }))).reason).toBe(
      "EMAIL_CODE_LOCKED",
    );
    // A new code starts again.
    const next = await mailedCode("lin@example.com");
    const verified = await verifyEmailCode(conn.db, { ...tries, code: next });
    expect(verified.token).toBeTruthy();
  });

  it("refuses a code after 10 minutes, and an earlier code once a new one was mailed", async () => {
    const code = await mailedCode("old@example.com");
    const late = Date.now() + EMAIL_CODE_TTL_MS + 1_000;
    const input = { slug, field: "email", email: "old@example.com", code };
    expect(await refusal(verifyEmailCode(conn.db, { ...input, now: late }))).toEqual({
      reason: "EMAIL_CODE_EXPIRED",
      message: "This code has expired: ask for a new one",
    });
    const next = await mailedCode("old@example.com");
    if (next !== code) {
      expect((await refusal(verifyEmailCode(conn.db, input))).reason).toBe("EMAIL_CODE_WRONG");
    }
    expect((await verifyEmailCode(conn.db, { ...input, code: next })).email).toBe(
      "old@example.com",
    );
  });

  it("limits the codes per email address and per client address", async () => {
    const limits = {
      ...emailCodeLimiters((options) =>
        createLimiter(conn.db, { ...options, prefix: `${options.prefix}-t` }),
      ),
      clientAddress: "203.0.113.7",
    };
    const ask = (email: string) =>
      requestEmailCode(conn.db, { slug, field: "email", email, mail: MAIL, limits });
    for (let i = 0; i < EMAIL_CODES_PER_ADDRESS_PER_HOUR; i++) await ask("limit@example.com");
    await expect(ask("limit@example.com")).rejects.toMatchObject({ name: "RateLimitedError" });
    // Another address from the same client still gets codes, up to the client's limit.
    for (let i = EMAIL_CODES_PER_ADDRESS_PER_HOUR + 1; i < 20; i++) await ask(`p${i}@example.com`);
    await expect(ask("fresh@example.com")).rejects.toMatchObject({ name: "RateLimitedError" });
  });

  it("refuses an unknown field, a bad address, and asking without mail", async () => {
    expect(
      (
        await refusal(
          requestEmailCode(conn.db, {
            slug,
            field: "fullName",
            email: "a@example.com",
            mail: MAIL,
          }),
        )
      ).message,
    ).toBe("field: fullName is not a field of this form whose address is verified");
    expect(
      (
        await refusal(
          requestEmailCode(conn.db, { slug, field: "email", email: "nope", mail: MAIL }),
        )
      ).message,
    ).toMatch(/^email: /);
    expect(
      (
        await refusal(
          requestEmailCode(conn.db, { slug, field: "email", email: "a@example.com", mail: null }),
        )
      ).message,
    ).toBe("Email is not configured: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM");
  });

  it("limits.perVerifiedEmail 1: one submission per verified address, a retry under the same key still answered", async () => {
    const once = "verified-once";
    const form = await createForm(conn.db, {
      ...verifiedContactDocument(once),
      limits: { perVerifiedEmail: 1 },
    });
    await publishForm(conn.db, form.id);
    const tokenFor = async (email: string) => {
      await requestEmailCode(conn.db, { slug: once, field: "email", email, mail: MAIL });
      const mails = await conn.db.select().from(outbox).where(eq(outbox.kind, "email"));
      const text = (mails.at(-1)?.payload as { text?: string } | undefined)?.text ?? "";
      const code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
      return (await verifyEmailCode(conn.db, { slug: once, field: "email", email, code })).token;
    };
    const data = { ...validContactAnswers, email: "once@example.com" };
    const first = await submitForm(conn.db, {
      slug: once,
      data,
      idempotencyKey: "once-1",
      emailVerifications: [await tokenFor("once@example.com")],
    });
    expect(first.submissionId).toBeTruthy();
    const retry = await submitForm(conn.db, {
      slug: once,
      data,
      idempotencyKey: "once-1",
      emailVerifications: [await tokenFor("once@example.com")],
    });
    expect(retry.submissionId).toBe(first.submissionId);
    const second = await submitForm(conn.db, {
      slug: once,
      data,
      idempotencyKey: "once-2",
      emailVerifications: [await tokenFor("once@example.com")],
    });
    expect(second).toEqual({
      submissionId: null,
      fieldErrors: [
        {
          name: "email",
          code: "ALREADY_ANSWERED",
          message: "once@example.com has already answered this form",
        },
      ],
    });
    expect(await conn.db.$count(submissions, eq(submissions.formId, form.id))).toBe(1);
  });

  it("limits.perVerifiedEmail 1: two submits at once by one verified address store one submission", async () => {
    const race = "verified-race";
    const form = await createForm(conn.db, {
      ...verifiedContactDocument(race),
      limits: { perVerifiedEmail: 1 },
    });
    await publishForm(conn.db, form.id);
    await requestEmailCode(conn.db, {
      slug: race,
      field: "email",
      email: "race@example.com",
      mail: MAIL,
    });
    const mails = await conn.db.select().from(outbox).where(eq(outbox.kind, "email"));
    const text = (mails.at(-1)?.payload as { text?: string } | undefined)?.text ?? "";
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
    const { token } = await verifyEmailCode(conn.db, {
      slug: race,
      field: "email",
      email: "race@example.com",
      code,
    });
    const data = { ...validContactAnswers, email: "race@example.com" };
    const results = await Promise.all(
      ["race-1", "race-2", "race-3", "race-4"].map((idempotencyKey) =>
        submitForm(conn.db, { slug: race, data, idempotencyKey, emailVerifications: [token] }),
      ),
    );
    expect(results.filter((r) => r.submissionId !== null)).toHaveLength(1);
    expect(
      results.filter((r) => r.fieldErrors.some((e) => e.code === "ALREADY_ANSWERED")),
    ).toHaveLength(3);
    expect(await conn.db.$count(submissions, eq(submissions.formId, form.id))).toBe(1);
  });

  it("sweeps codes and verifications once their day is over, a token only after its own 24 hours", async () => {
    const code = await mailedCode("sweep@example.com");
    await verifyEmailCode(conn.db, { slug, field: "email", email: "sweep@example.com", code });
    const mine = eq(emailVerifications.email, "sweep@example.com");
    const [row] = await conn.db.select().from(emailVerifications).where(mine);
    const verifiedAt = row?.verifiedAt?.getTime() ?? 0;
    await sweepEmailVerifications(conn.db, verifiedAt + EMAIL_VERIFIED_TTL_MS - 1_000);
    expect(await conn.db.$count(emailVerifications, mine)).toBe(1);
    await sweepEmailVerifications(conn.db, verifiedAt + EMAIL_VERIFIED_TTL_MS + 1_000);
    expect(await conn.db.$count(emailVerifications, mine)).toBe(0);
  });

  it("keeps an unverified post sent without scripts for review, never lost", async () => {
    const result = await submitForm(conn.db, {
      slug,
      data: { ...validContactAnswers, email: "noscript@example.com" },
      idempotencyKey: "no-script-1",
      unverifiedEmail: "hold",
    });
    expect(result.fieldErrors).toEqual([]);
    const held = await conn.db
      .select()
      .from(spamSubmissions)
      .where(
        and(eq(spamSubmissions.formId, formId), eq(spamSubmissions.idempotencyKey, "no-script-1")),
      );
    expect(held.map((row) => row.reason)).toEqual(["unverified-email"]);
  });
});

describe("the verify setting at save", () => {
  it("refuses limits.perVerifiedEmail without a verified field, at its path", () => {
    const parsed = parseFormDocument({
      slug: "no-verify",
      title: "T",
      limits: { perVerifiedEmail: 1 },
      blocks: [{ type: "text", name: "email", label: "Email", inputType: "email" }],
    });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual([
      "limits.perVerifiedEmail",
    ]);
  });

  it("names the block's path and the variable to set when mail is not configured", () => {
    const document = verifiedContactDocument("x") as never;
    expect(verifySettingIssues(document, null)).toEqual([
      {
        path: "blocks[2].verify",
        message:
          "verifying an address needs mail: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM",
      },
    ]);
    expect(verifySettingIssues(document, MAIL)).toEqual([]);
  });
});
