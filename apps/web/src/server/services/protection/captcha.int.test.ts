import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { captchaUses } from "../../db/schema";
import {
  encodePayload,
  type SiteVerifyServer,
  solvedPayload,
  startSiteVerifyServer,
} from "../../testing/captcha";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { CAPTCHA_REQUIRED } from "../errors";
import { countSubmissions, createForm, publishForm } from "../forms";
import { getPublishedForm } from "../published-forms";
import { listSpamSubmissions } from "../spam";
import { submitForm } from "../submissions/submit-form";
import { ALTCHA_CHALLENGE_TTL_MS, createAltchaChallenge } from "./altcha-challenge";
import { altchaHmacKey } from "./altcha-key";
import { type CaptchaConfig, DEFAULT_CAPTCHA_CONFIG } from "./captcha-config";
import { deleteExpiredCaptchaUses } from "./captcha-uses";

describe.each(databaseTargets)("a form protected by a CAPTCHA, on $name", ({ open }) => {
  let conn: DatabaseConnection;
  const formIds: Record<string, string> = {};
  let turnstile: SiteVerifyServer;
  let hcaptcha: SiteVerifyServer;
  let config: CaptchaConfig;

  beforeAll(async () => {
    conn = await open();
    for (const [slug, protection] of [
      ["altcha", { captcha: "altcha", difficulty: "low" }],
      ["other-altcha", { captcha: "altcha", difficulty: "low" }],
      ["turnstile", { captcha: "turnstile" }],
      ["hcaptcha", { captcha: "hcaptcha" }],
    ] as const) {
      const form = await createForm(conn.db, contactDocument({ slug, protection }));
      await publishForm(conn.db, form.id);
      formIds[slug] = form.id;
    }
    turnstile = await startSiteVerifyServer({
      secret: "ts-secret",
      valid: ["ts-1", "ts-2", "ts-3"],
    });
    hcaptcha = await startSiteVerifyServer({ secret: "hc-secret", valid: ["hc-1", "hc-2"] });
    config = {
      altchaHmacKey: null,
      turnstile: { siteKey: "ts-site", secretKey: "ts-secret", verifyUrl: turnstile.url },
      hcaptcha: { siteKey: "hc-site", secretKey: "hc-secret", verifyUrl: hcaptcha.url },
    };
  });
  afterAll(async () => {
    await turnstile?.close();
    await hcaptcha?.close();
    await conn?.close();
  });

  /** A challenge of the form, as `GET /api/forms/<slug>/challenge` makes it. */
  async function challengeOf(slug: string, { now = Date.now(), hmacKey = "" } = {}) {
    const form = await getPublishedForm(conn.db, slug);
    if (!form?.document.protection) throw new Error(`${slug} is not protected`);
    return createAltchaChallenge({
      hmacKey: hmacKey || (await altchaHmacKey(conn.db, null)),
      formId: form.formId,
      protection: form.document.protection,
      now,
    });
  }

  const submit = (input: {
    slug?: string;
    key: string;
    captcha: string | null;
    otherwise?: "refuse" | "review";
  }) =>
    submitForm(conn.db, {
      slug: input.slug ?? "altcha",
      data: validContactAnswers,
      idempotencyKey: input.key,
      captcha: { answer: input.captcha, config, otherwise: input.otherwise ?? "refuse" },
    });

  /** Submitting is refused with CAPTCHA_REQUIRED, and nothing more is stored, held or listed. */
  async function expectRefused(run: () => Promise<unknown>, slug = "altcha") {
    const formId = formIds[slug] ?? "";
    const before = await countSubmissions(conn.db, formId);
    const held = (await listSpamSubmissions(conn.db, { formSlug: slug })).length;
    await expect(run()).rejects.toMatchObject({
      code: "CAPTCHA_REQUIRED",
      message: CAPTCHA_REQUIRED,
    });
    expect(await countSubmissions(conn.db, formId)).toBe(before);
    expect((await listSpamSubmissions(conn.db, { formSlug: slug })).length).toBe(held);
  }

  it("stores answers that carry a solved challenge of the form", async () => {
    const challenge = await challengeOf("altcha");
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 50_000 });
    expect(challenge.salt).toContain(`form=${formIds.altcha}`);
    const before = await countSubmissions(conn.db, formIds.altcha ?? "");
    const result = await submit({ key: "valid-1", captcha: await solvedPayload(challenge) });
    expect(result.submissionId).toBeTruthy();
    expect(await countSubmissions(conn.db, formIds.altcha ?? "")).toBe(before + 1);
  });

  it("refuses without a CAPTCHA, with CAPTCHA_REQUIRED, and stores nothing", async () => {
    await expectRefused(() => submit({ key: "missing-1", captcha: null }));
    await expectRefused(() => submit({ key: "missing-2", captcha: "" }));
    await expectRefused(() => submit({ key: "missing-3", captcha: "not base64 json" }));
  });

  it("refuses a solved challenge used by another submission, and takes it again from its own retry", async () => {
    const payload = await solvedPayload(await challengeOf("altcha"));
    const first = await submit({ key: "reuse-1", captcha: payload });
    expect(first.submissionId).toBeTruthy();
    await expectRefused(() => submit({ key: "reuse-2", captcha: payload }));
    // The same submission again (its answer was lost on the way): the same id, one row.
    const retry = await submit({ key: "reuse-1", captcha: payload });
    expect(retry.submissionId).toBe(first.submissionId);
  });

  it("refuses a challenge solved after it expired", async () => {
    const issued = Date.now() - ALTCHA_CHALLENGE_TTL_MS - 1_000;
    const payload = await solvedPayload(await challengeOf("altcha", { now: issued }));
    await expectRefused(() => submit({ key: "expired-1", captcha: payload }));
  });

  it("refuses a forged challenge: another key's signature, a changed number or signature, another form's", async () => {
    const forged = await challengeOf("altcha", { hmacKey: "not-the-server-key-".repeat(3) });
    await expectRefused(() =>
      submit({ key: "forged-1", captcha: encodePayload({ ...forged, number: 0 }) }),
    );
    const solved = await solvedPayload(forged);
    await expectRefused(() => submit({ key: "forged-2", captcha: solved }));
    const real = await challengeOf("altcha");
    const realSolved = JSON.parse(Buffer.from(await solvedPayload(real), "base64").toString());
    await expectRefused(() =>
      submit({
        key: "forged-3",
        captcha: encodePayload({ ...realSolved, number: realSolved.number + 1 }),
      }),
    );
    await expectRefused(() =>
      submit({
        key: "forged-4",
        captcha: encodePayload({ ...realSolved, signature: "0".repeat(64) }),
      }),
    );
    // Solved for one form, sent to another.
    const elsewhere = await solvedPayload(await challengeOf("other-altcha"));
    await expectRefused(() => submit({ key: "forged-5", captcha: elsewhere }));
  });

  it("keeps a post without a CAPTCHA (scripts off) for spam review: stored, flagged, not refused", async () => {
    const before = await countSubmissions(conn.db, formIds.altcha ?? "");
    const result = await submit({ key: "no-script-1", captcha: null, otherwise: "review" });
    expect(result.submissionId).toBeTruthy();
    expect(result.fieldErrors).toEqual([]);
    const held = await listSpamSubmissions(conn.db, { formSlug: "altcha" });
    expect(held.find((s) => s.id === result.submissionId)).toMatchObject({
      reason: "captcha-missing",
      data: validContactAnswers,
    });
    expect(await countSubmissions(conn.db, formIds.altcha ?? "")).toBe(before);
    // With a solved challenge (the page's scripts got to solve one), stored as any other.
    const solved = await submit({
      key: "no-script-2",
      captcha: await solvedPayload(await challengeOf("altcha")),
      otherwise: "review",
    });
    expect(await countSubmissions(conn.db, formIds.altcha ?? "")).toBe(before + 1);
    expect(
      (await listSpamSubmissions(conn.db, { formSlug: "altcha" })).map((s) => s.id),
    ).not.toContain(solved.submissionId);
  });

  it.each([
    ["turnstile", () => turnstile, "ts"],
    ["hcaptcha", () => hcaptcha, "hc"],
  ] as const)(
    "checks a %s token with its siteverify endpoint, once",
    async (slug, server, prefix) => {
      const result = await submit({ slug, key: `${slug}-1`, captcha: `${prefix}-1` });
      expect(result.submissionId).toBeTruthy();
      expect(server().calls.at(-1)).toMatchObject({
        secret: `${prefix}-secret`,
        response: `${prefix}-1`,
        sitekey: `${prefix}-site`,
      });
      // The respondent's address is not sent to the third party.
      expect(server().calls.at(-1)).not.toHaveProperty("remoteip");
      const calls = server().calls.length;
      // A retry of the same submission passes without asking again (the provider would say "duplicate").
      const retry = await submit({ slug, key: `${slug}-1`, captcha: `${prefix}-1` });
      expect(retry.submissionId).toBe(result.submissionId);
      expect(server().calls.length).toBe(calls);
      // Another submission with the same token, an unknown token, no token: refused, nothing stored.
      await expectRefused(() => submit({ slug, key: `${slug}-2`, captcha: `${prefix}-1` }), slug);
      await expectRefused(() => submit({ slug, key: `${slug}-3`, captcha: "made-up" }), slug);
      await expectRefused(() => submit({ slug, key: `${slug}-4`, captcha: null }), slug);
    },
  );

  it("refuses a third party's token when the server has no keys for it", async () => {
    await expect(
      submitForm(conn.db, {
        slug: "turnstile",
        data: validContactAnswers,
        idempotencyKey: "no-keys-1",
        captcha: { answer: "ts-2", config: DEFAULT_CAPTCHA_CONFIG, otherwise: "refuse" },
      }),
    ).rejects.toMatchObject({ code: "CAPTCHA_REQUIRED" });
  });

  it("deletes used answers once they have expired, and keeps the others", async () => {
    await submit({ key: "cleanup-1", captcha: await solvedPayload(await challengeOf("altcha")) });
    const rows = await conn.db.select().from(captchaUses);
    expect(rows.length).toBeGreaterThan(0);
    const latest = Math.max(...rows.map((r) => r.expiresAt.getTime()));
    expect(await deleteExpiredCaptchaUses(conn.db, new Date(latest - 1))).toBeGreaterThanOrEqual(0);
    expect((await conn.db.select().from(captchaUses)).length).toBeGreaterThan(0);
    expect(await deleteExpiredCaptchaUses(conn.db, new Date(latest + 1))).toBeGreaterThan(0);
    expect(await conn.db.select().from(captchaUses)).toEqual([]);
  });
});
