import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { fillTokenSecret, issueFillToken } from "./fill-token";
import { createForm, publishForm } from "./forms";
import { listSpamSubmissions, markNotSpam, SPAM_SUBMISSION_NOT_FOUND } from "./spam";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";

describe.each(databaseTargets)("spam review on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument({ slug: "review" }));
    await publishForm(conn.db, form.id);
    const german = await createForm(conn.db, {
      ...contactDocument({ slug: "review-lang" }),
      translations: { de: { title: "Kontakt" } },
    });
    await publishForm(conn.db, german.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  /** A submit sent right after the page was served, as an autofilling browser does. */
  async function fastSubmit(
    key: string,
    { slug = "review", language = null as string | null } = {},
  ) {
    const fillToken = issueFillToken({
      secret: await fillTokenSecret(conn.db),
      slug,
      now: Date.now(),
    });
    return submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: key,
      signals: { fillToken, minFillMs: 60_000 },
      language,
    });
  }

  it("keeps the language a held submission was filled in when it is moved", async () => {
    const { submissionId } = await fastSubmit("fast-lang", { slug: "review-lang", language: "de" });
    const movedId = await markNotSpam(conn.db, String(submissionId));
    const page = await listSubmissions(conn.db, { formSlug: "review-lang", first: 50 });
    expect(page.nodes.find((n) => n.id === movedId)?.language).toBe("de");
  });

  it("keeps a fast submit in the review list, not in the submissions", async () => {
    const result = await fastSubmit("fast-1");
    expect(result.submissionId).toBeTruthy();
    const held = await listSpamSubmissions(conn.db, { formSlug: "review" });
    expect(held.map((s) => [s.id, s.reason])).toContainEqual([
      result.submissionId,
      "filled-too-fast",
    ]);
    const page = await listSubmissions(conn.db, { formSlug: "review" });
    expect(page.nodes.map((n) => n.id)).not.toContain(result.submissionId);
  });

  it("moves a held submission into the submissions once, with its answers, version and key", async () => {
    const { submissionId } = await fastSubmit("fast-2");
    const movedId = await markNotSpam(conn.db, String(submissionId));
    expect(movedId).toBe(submissionId);
    const page = await listSubmissions(conn.db, { formSlug: "review", first: 50 });
    const moved = page.nodes.filter((n) => n.id === movedId);
    expect(moved).toHaveLength(1);
    expect(moved[0]?.data).toEqual(validContactAnswers);
    expect(moved[0]?.version).toBe(1);
    expect(
      (await listSpamSubmissions(conn.db, { formSlug: "review" })).map((s) => s.id),
    ).not.toContain(movedId);
    // A second click finds nothing to move.
    await expect(markNotSpam(conn.db, String(submissionId))).rejects.toThrow(
      SPAM_SUBMISSION_NOT_FOUND,
    );
    // The key moved with it: the person's retry gives the same submission, not a second one.
    const retry = await submitForm(conn.db, {
      slug: "review",
      data: validContactAnswers,
      idempotencyKey: "fast-2",
    });
    expect(retry.submissionId).toBe(movedId);
  });

  it("moves each held submission exactly once when two editors click at the same time", async () => {
    const { submissionId } = await fastSubmit("fast-3");
    const before = (await listSubmissions(conn.db, { formSlug: "review" })).totalCount;
    const outcomes = await Promise.allSettled([
      markNotSpam(conn.db, String(submissionId)),
      markNotSpam(conn.db, String(submissionId)),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((await listSubmissions(conn.db, { formSlug: "review" })).totalCount).toBe(before + 1);
  });

  it("keeps the stored submission when the person's retry got in first under the same key", async () => {
    const { submissionId } = await fastSubmit("fast-4");
    const retry = await submitForm(conn.db, {
      slug: "review",
      data: validContactAnswers,
      idempotencyKey: "fast-4",
    });
    expect(retry.submissionId).not.toBe(submissionId);
    const before = (await listSubmissions(conn.db, { formSlug: "review" })).totalCount;
    expect(await markNotSpam(conn.db, String(submissionId))).toBe(retry.submissionId);
    expect((await listSubmissions(conn.db, { formSlug: "review" })).totalCount).toBe(before);
  });

  it("answers an unknown or malformed id with Spam submission not found", async () => {
    await expect(markNotSpam(conn.db, "not-a-uuid")).rejects.toThrow(SPAM_SUBMISSION_NOT_FOUND);
    await expect(markNotSpam(conn.db, "00000000-0000-4000-8000-000000000000")).rejects.toThrow(
      SPAM_SUBMISSION_NOT_FOUND,
    );
  });
});
