import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { drafts } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { purgeExpired } from "../auth/purge";
import { ServiceError } from "../errors";
import { createForm, publishForm, updateForm } from "../forms";
import { listSubmissions } from "../submissions/list-submissions";
import { submitForm } from "../submissions/submit-form";
import { prepareSubmissionsExport } from "../submissions-export";
import { DRAFT_ANSWER_DOES_NOT_FIT } from "./draft-answers";
import { deleteDraft, listDrafts } from "./draft-list";
import { draftTokenHash, findDraft, saveDraft } from "./drafts";

const DAY = 86_400_000;
const MAX_AGE = 30 * DAY;
const GRACE = 24 * 3_600_000;

describe.each(databaseTargets)("saved drafts on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  const slug = "draft-contact";
  const save = (input: Partial<Parameters<typeof saveDraft>[1]> = {}) =>
    saveDraft(conn.db, {
      slug,
      version: 1,
      answers: { fullName: "Ada" },
      maxAgeMs: MAX_AGE,
      graceMs: GRACE,
      ...input,
    });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument({ slug }));
    await publishForm(conn.db, form.id);
    formId = form.id;
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("stores only the SHA-256 of the resume token, never the token", async () => {
    const { resumeToken } = await save({ answers: { fullName: "Ada", email: "ada@" } });
    expect(resumeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await conn.db.execute(sql`select * from drafts`);
    const text = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain(resumeToken);
    expect(text).toContain(draftTokenHash(resumeToken));
    expect(draftTokenHash(resumeToken)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps partial and half-typed answers: nothing is required", async () => {
    const { resumeToken } = await save({ answers: { email: "ada@", consent: false, age: "" } });
    const draft = await findDraft(conn.db, { slug, resumeToken });
    expect(draft?.answers).toEqual({ email: "ada@", consent: false });
    expect(draft?.step).toBe(1);
  });

  it("refuses answers of the wrong shape or size, unknown fields and options not offered", async () => {
    const refused = [
      { fullName: "x".repeat(1001) },
      { consent: "yes" },
      { contactBy: "pigeon" },
      { nope: "x" },
      ["not", "an", "object"],
    ];
    for (const answers of refused) {
      const error = await save({ answers }).catch((e: unknown) => e);
      expect(error, JSON.stringify(answers)).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).code).toBe("BAD_USER_INPUT");
    }
    const error = (await save({ answers: { consent: "yes" } }).catch((e) => e)) as ServiceError;
    expect(error.message).toBe(`answers.consent: ${DRAFT_ANSWER_DOES_NOT_FIT}`);
  });

  it("updates the same draft and keeps the same token when saved again", async () => {
    const first = await save({ answers: { fullName: "Ada" } });
    const before = (await listDrafts(conn.db, { formId, first: 500 })).totalCount;
    const second = await save({ answers: { fullName: "Ada L" }, resumeToken: first.resumeToken });
    expect(second.resumeToken).toBe(first.resumeToken);
    expect((await listDrafts(conn.db, { formId, first: 500 })).totalCount).toBe(before);
    const draft = await findDraft(conn.db, { slug, resumeToken: first.resumeToken });
    expect(draft?.answers).toEqual({ fullName: "Ada L" });
  });

  it("starts a new draft for a token that is unknown", async () => {
    const other = await save({ resumeToken: "A".repeat(43) });
    expect(other.resumeToken).not.toBe("A".repeat(43));
  });

  it("refuses a step past the form's pages (one for a form without page breaks)", async () => {
    const error = (await save({ step: 2 }).catch((e) => e)) as ServiceError;
    expect(error.message).toBe("step must be 1 to 1");
  });

  it("saves on any page of a form with page breaks, and the draft keeps that page", async () => {
    const paged = contactDocument({
      slug: "draft-paged",
      blocks: [
        { type: "text", name: "fullName", label: "Full name" },
        { type: "page", title: "Contact" },
        { type: "text", name: "email", label: "Email" },
        { type: "page", title: "Consent" },
        { type: "checkbox", name: "consent", label: "I agree" },
      ],
    });
    const form = await createForm(conn.db, paged);
    await publishForm(conn.db, form.id);
    const onPaged = { slug: "draft-paged", answers: { fullName: "Ada" } };
    for (const step of [1, 2, 3]) {
      const { resumeToken } = await save({ ...onPaged, step });
      expect((await findDraft(conn.db, { slug: "draft-paged", resumeToken }))?.step).toBe(step);
    }
    const error = (await save({ ...onPaged, step: 4 }).catch((e) => e)) as ServiceError;
    expect(error.message).toBe("step must be 1 to 3");
  });

  it("expires after the configured age; an expired draft is refused and removed", async () => {
    const now = new Date();
    const { resumeToken, expiresAt } = await save({ maxAgeMs: 2 * DAY, now });
    expect(expiresAt.getTime()).toBe(now.getTime() + 2 * DAY);
    const later = new Date(now.getTime() + 2 * DAY + 1);
    expect(await findDraft(conn.db, { slug, resumeToken, now: later })).toBeNull();
    const left = await conn.db
      .select({ id: drafts.id })
      .from(drafts)
      .where(eq(drafts.tokenHash, draftTokenHash(resumeToken)));
    expect(left).toEqual([]);
    // Saving with the expired token starts over with a new link.
    const again = await save({ resumeToken, now: later });
    expect(again.resumeToken).not.toBe(resumeToken);
  });

  it("purges every expired draft, periodically and without access", async () => {
    const { resumeToken } = await save();
    await conn.db
      .update(drafts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(drafts.tokenHash, draftTokenHash(resumeToken)));
    const purged = await purgeExpired(conn.db);
    expect(purged.drafts).toBeGreaterThanOrEqual(1);
    const left = await conn.db
      .select({ id: drafts.id })
      .from(drafts)
      .where(sql`expires_at <= now()`);
    expect(left).toEqual([]);
  });

  it("is found only for its own form", async () => {
    const other = await createForm(conn.db, contactDocument({ slug: "draft-other" }));
    await publishForm(conn.db, other.id);
    const { resumeToken } = await save();
    expect(await findDraft(conn.db, { slug: "draft-other", resumeToken })).toBeNull();
    expect(await findDraft(conn.db, { slug, resumeToken })).not.toBeNull();
  });

  it("lists drafts last saved first with their answered count, and deletes one", async () => {
    // Saved "later" than every other draft of this suite, so it comes first.
    const { resumeToken } = await save({
      answers: { fullName: "Listed", email: "l@example.com", consent: false },
      now: new Date(Date.now() + 10 * DAY),
    });
    const page = await listDrafts(conn.db, { formId, first: 1 });
    expect(page.nodes[0]?.answers).toEqual({
      fullName: "Listed",
      email: "l@example.com",
      consent: false,
    });
    expect(page.nodes[0]?.answeredCount).toBe(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await listDrafts(conn.db, { formId, first: 1, after: page.pageInfo.endCursor });
    expect(next.nodes[0]?.id).not.toBe(page.nodes[0]?.id);
    await deleteDraft(conn.db, page.nodes[0]?.id ?? "");
    expect(await findDraft(conn.db, { slug, resumeToken })).toBeNull();
    await expect(deleteDraft(conn.db, page.nodes[0]?.id ?? "")).rejects.toThrow("Draft not found");
  });

  it("deletes the draft in the statement that stores the submission it finishes", async () => {
    const { resumeToken } = await save({ answers: { fullName: "Finisher" } });
    const rejected = await submitForm(conn.db, {
      slug,
      data: { fullName: "Finisher" },
      idempotencyKey: "draft-finish-bad",
      resumeToken,
    });
    expect(rejected.fieldErrors.length).toBeGreaterThan(0);
    expect(await findDraft(conn.db, { slug, resumeToken })).not.toBeNull();
    const result = await submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: "draft-finish",
      resumeToken,
    });
    expect(result.submissionId).not.toBeNull();
    expect(await findDraft(conn.db, { slug, resumeToken })).toBeNull();
    const stored = await listSubmissions(conn.db, { formSlug: slug });
    expect(stored.nodes.map((n) => n.id)).toContain(result.submissionId);
  });

  it("keeps a draft saved on a version still in its grace period on that version", async () => {
    const graceSlug = "draft-grace";
    const form = await createForm(conn.db, contactDocument({ slug: graceSlug }));
    await publishForm(conn.db, form.id);
    const { resumeToken } = await saveDraft(conn.db, {
      slug: graceSlug,
      version: 1,
      answers: { fullName: "Old" },
      maxAgeMs: MAX_AGE,
      graceMs: GRACE,
    });
    await updateForm(conn.db, {
      id: form.id,
      document: contactDocument({ slug: graceSlug, title: "v2" }),
    });
    await publishForm(conn.db, form.id);
    const again = await saveDraft(conn.db, {
      slug: graceSlug,
      version: 1,
      answers: { fullName: "Old 2" },
      resumeToken,
      maxAgeMs: MAX_AGE,
      graceMs: GRACE,
    });
    expect(again.resumeToken).toBe(resumeToken);
    expect((await findDraft(conn.db, { slug: graceSlug, resumeToken }))?.version).toBe(1);
    const expired = (await saveDraft(conn.db, {
      slug: graceSlug,
      version: 1,
      answers: {},
      maxAgeMs: MAX_AGE,
      graceMs: 0,
    }).catch((e) => e)) as ServiceError;
    expect(expired.code).toBe("VERSION_EXPIRED");
  });
  it("adds the drafts to the CSV only when asked, with a status column", async () => {
    const exportSlug = "draft-export";
    const form = await createForm(conn.db, contactDocument({ slug: exportSlug }));
    await publishForm(conn.db, form.id);
    await submitForm(conn.db, {
      slug: exportSlug,
      data: validContactAnswers,
      idempotencyKey: "csv",
    });
    const { resumeToken } = await saveDraft(conn.db, {
      slug: exportSlug,
      version: 1,
      answers: { fullName: "Half done", contactBy: "phone" },
      maxAgeMs: MAX_AGE,
      graceMs: GRACE,
    });
    const read = async (drafts?: "include" | "exclude") => {
      const csv = await prepareSubmissionsExport(conn.db, { formId: form.id, drafts });
      let text = "";
      for await (const chunk of csv.chunks()) text += chunk.text;
      return text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
    };
    const plain = await read();
    expect(plain).toHaveLength(2);
    expect(plain[0]).not.toContain("Status");
    const withDrafts = await read("include");
    expect(withDrafts).toHaveLength(3);
    expect(withDrafts[0]).toMatch(/^Submission ID,Submitted at \(UTC\),Version,Status,Full name,/);
    expect(withDrafts[1]).toMatch(/^[0-9a-f-]{36},[^,]+,1,submitted,Ada Lovelace,/);
    expect(withDrafts[2]).toMatch(/^[0-9a-f-]{36},[^,]+,1,in progress,Half done,,,Phone,/);
    const draft = await findDraft(conn.db, { slug: exportSlug, resumeToken });
    expect(withDrafts[2]?.startsWith(draft?.id ?? "?")).toBe(true);
  });
});
