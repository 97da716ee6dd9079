import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { rateLimits } from "../db/schema";
import { localDiskStorage } from "../storage/local-disk-storage";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { RateLimitedError } from "./errors";
import { createForm, deleteForm, publishForm, unpublishForm, updateForm } from "./forms";
import { createLimiter } from "./rate-limits";
import { IDEMPOTENCY_KEY_REUSED } from "./stored-submissions";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";

describe.each(databaseTargets)("submissions service on $name", ({ name, open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument());
    formId = form.id;
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("stores a valid submission with the version it answered", async () => {
    const result = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "store-1",
    });
    expect(result.fieldErrors).toEqual([]);
    expect(result.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    const page = await listSubmissions(conn.db, { formSlug: "contact", first: 50 });
    const stored = page.nodes.find((n) => n.id === result.submissionId);
    expect(stored?.version).toBe(1);
    expect(stored?.data).toEqual(validContactAnswers);
  });

  it("gives the same id for the same idempotency key and stores one row", async () => {
    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const a = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "twice",
    });
    const b = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "twice",
    });
    expect(b.submissionId).toBe(a.submissionId);
    expect((await listSubmissions(conn.db, { formSlug: "contact" })).totalCount).toBe(before + 1);
  });

  it("gives the same id for the same answers in another key order", async () => {
    const a = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "reordered",
    });
    const reversed = Object.fromEntries(Object.entries(validContactAnswers).reverse());
    const b = await submitForm(conn.db, {
      slug: "contact",
      data: reversed,
      idempotencyKey: "reordered",
    });
    expect(b.submissionId).toBe(a.submissionId);
  });

  it("refuses a reused key with different answers and keeps the first answers", async () => {
    const first = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "reused",
    });
    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const changed = { ...validContactAnswers, fullName: "Grace Hopper" };
    const attempt = submitForm(conn.db, {
      slug: "contact",
      data: changed,
      idempotencyKey: "reused",
    });
    await expect(attempt).rejects.toMatchObject({
      code: "CONFLICT",
      message: IDEMPOTENCY_KEY_REUSED,
    });
    const page = await listSubmissions(conn.db, { formSlug: "contact", first: 500 });
    expect(page.totalCount).toBe(before);
    expect(page.nodes.find((n) => n.id === first.submissionId)?.data).toEqual(validContactAnswers);
  });

  it("refuses different answers under one key sent at the same time, storing one of them", async () => {
    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const settled = await Promise.allSettled(
      ["Ada", "Grace", "Ada", "Grace", "Ada", "Grace"].map((fullName) =>
        submitForm(conn.db, {
          slug: "contact",
          data: { ...validContactAnswers, fullName },
          idempotencyKey: "race-different",
        }),
      ),
    );
    const stored = settled.filter((s) => s.status === "fulfilled");
    const refused = settled.filter((s) => s.status === "rejected");
    expect(new Set(stored.map((s) => s.value.submissionId)).size).toBe(1);
    expect(stored).toHaveLength(3);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "CONFLICT" });
    expect((await listSubmissions(conn.db, { formSlug: "contact" })).totalCount).toBe(before + 1);
  });

  it("stores exactly one row when the same key arrives concurrently", async () => {
    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitForm(conn.db, { slug: "contact", data: validContactAnswers, idempotencyKey: "race" }),
      ),
    );
    expect(new Set(results.map((r) => r.submissionId)).size).toBe(1);
    expect((await listSubmissions(conn.db, { formSlug: "contact" })).totalCount).toBe(before + 1);
  });

  it("returns field errors as data and stores nothing", async () => {
    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const result = await submitForm(conn.db, {
      slug: "contact",
      data: { fullName: "", contactBy: "fax", consent: false, hacker: 1 },
      idempotencyKey: "bad-1",
    });
    expect(result.submissionId).toBeNull();
    const byName = Object.fromEntries(result.fieldErrors.map((e) => [e.name, e.message]));
    expect(byName.fullName).toBe("Full name is required");
    expect(byName.consent).toBe("I agree is required");
    expect(byName.contactBy).toBeDefined();
    expect(byName.hacker).toBe('Unknown field "hacker"');
    expect((await listSubmissions(conn.db, { formSlug: "contact" })).totalCount).toBe(before);
  });

  it("refuses an unknown or unpublished slug with Form not found", async () => {
    await expect(
      submitForm(conn.db, { slug: "nope", data: {}, idempotencyKey: "k" }),
    ).rejects.toThrow("Form not found");
    await createForm(conn.db, contactDocument({ slug: "draft-only" }));
    await expect(
      submitForm(conn.db, { slug: "draft-only", data: validContactAnswers, idempotencyKey: "k" }),
    ).rejects.toThrow("Form not found");
  });

  it("keeps earlier answers tied to their version after the form changes", async () => {
    const first = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "v1",
    });
    await updateForm(conn.db, { id: formId, document: contactDocument({ title: "Changed" }) });
    await publishForm(conn.db, formId);
    const second = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "v2",
    });
    const page = await listSubmissions(conn.db, { formSlug: "contact", first: 100 });
    const version = (id: string | null) => page.nodes.find((n) => n.id === id)?.version;
    expect(version(first.submissionId)).toBe(1);
    expect(version(second.submissionId)).toBe(2);
  });

  it("pages newest first through every row exactly once", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "paging" }));
    await publishForm(conn.db, form.id);
    for (let i = 0; i < 7; i++) {
      await submitForm(conn.db, {
        slug: "paging",
        data: { ...validContactAnswers, age: i },
        idempotencyKey: `p${i}`,
      });
    }
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await listSubmissions(conn.db, { formSlug: "paging", first: 3, after });
      expect(page.totalCount).toBe(7);
      seen.push(...page.nodes.map((n) => (n.data as { age: number }).age));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it("rejects a malformed cursor and an out-of-range page size clearly", async () => {
    await expect(listSubmissions(conn.db, { formSlug: "contact", after: "zzz" })).rejects.toThrow(
      "after is not a valid cursor",
    );
    await expect(listSubmissions(conn.db, { formSlug: "contact", first: 0 })).rejects.toThrow(
      "first must be 1 to 500",
    );
  });

  it("validates the very next submission against a newly published version", async () => {
    const doc = (extra: boolean) => ({
      slug: "versioned",
      title: "Versioned",
      blocks: [
        { type: "text", name: "ref", label: "Reference", required: true },
        ...(extra ? [{ type: "text", name: "extra", label: "Extra", required: true }] : []),
      ],
    });
    const form = await createForm(conn.db, doc(false));
    await publishForm(conn.db, form.id);
    const submit = (key: string, data: Record<string, unknown>) =>
      submitForm(conn.db, { slug: "versioned", data, idempotencyKey: key });
    expect((await submit("v1-a", { ref: "a" })).submissionId).not.toBeNull();

    await updateForm(conn.db, { id: form.id, document: doc(true) });
    await publishForm(conn.db, form.id);
    expect((await submit("v2-a", { ref: "a" })).fieldErrors).toEqual([
      { name: "extra", message: "Extra is required" },
    ]);
    const v2 = await submit("v2-b", { ref: "b", extra: "x" });

    await updateForm(conn.db, { id: form.id, document: doc(false) });
    await publishForm(conn.db, form.id);
    expect((await submit("v3-a", { ref: "c", extra: "x" })).fieldErrors).toEqual([
      { name: "extra", message: 'Unknown field "extra"' },
    ]);
    const v3 = await submit("v3-b", { ref: "c" });

    const page = await listSubmissions(conn.db, { formSlug: "versioned", first: 10 });
    const version = (id: string | null) => page.nodes.find((n) => n.id === id)?.version;
    expect([version(v2.submissionId), version(v3.submissionId)]).toEqual([2, 3]);
    expect(page.totalCount).toBe(3);

    await unpublishForm(conn.db, form.id);
    await expect(submit("off", { ref: "d" })).rejects.toThrow("This form is closed");
    // The same key after publishing again is a new submission of the live version.
    await publishForm(conn.db, form.id);
    expect((await submit("off", { ref: "d" })).submissionId).not.toBeNull();
  });

  it("stores into a form made anew under a slug whose old form was deleted", async () => {
    const first = await createForm(conn.db, contactDocument({ slug: "reborn" }));
    await publishForm(conn.db, first.id);
    await submitForm(conn.db, { slug: "reborn", data: validContactAnswers, idempotencyKey: "r1" });
    await deleteForm(
      conn.db,
      localDiskStorage(mkdtempSync(path.join(os.tmpdir(), "fw-"))),
      first.id,
    );
    await expect(
      submitForm(conn.db, { slug: "reborn", data: validContactAnswers, idempotencyKey: "r2" }),
    ).rejects.toThrow("Form not found");
    const second = await createForm(conn.db, contactDocument({ slug: "reborn" }));
    await publishForm(conn.db, second.id);
    const stored = await submitForm(conn.db, {
      slug: "reborn",
      data: validContactAnswers,
      idempotencyKey: "r1",
    });
    expect(stored.submissionId).not.toBeNull();
    expect((await listSubmissions(conn.db, { formSlug: "reborn" })).totalCount).toBe(1);
  });

  it("counts every submission against the limit it shares with limiter.consume", async () => {
    const limiter = createLimiter(conn.db, { prefix: "submit-shared", points: 4, durationS: 60 });
    const limit = { limiter, key: "192.0.2.1|contact" };
    expect(await limiter.consume(limit.key)).toEqual({ allowed: true });
    // Stored, refused for its data, for its key, for its form: each one counts.
    await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "lim-1",
      limit,
    });
    const invalid = await submitForm(conn.db, {
      slug: "contact",
      data: {},
      idempotencyKey: "lim-2",
      limit,
    });
    expect(invalid.fieldErrors.length).toBeGreaterThan(0);
    await expect(
      submitForm(conn.db, { slug: "contact", data: {}, idempotencyKey: " ", limit }),
    ).rejects.toThrow("idempotencyKey must be 1 to 200 characters");
    expect((await limiter.check(limit.key)).allowed).toBe(false);

    const before = (await listSubmissions(conn.db, { formSlug: "contact" })).totalCount;
    const over = submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "lim-3",
      limit,
    });
    await expect(over).rejects.toBeInstanceOf(RateLimitedError);
    const error = (await over.catch((e: unknown) => e)) as RateLimitedError;
    expect(error.retryAfterSeconds).toBeGreaterThan(50);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await listSubmissions(conn.db, { formSlug: "contact" })).totalCount).toBe(before);
    // Another client of the same form, and the same client on another form, go on.
    const other = { limiter, key: "192.0.2.2|contact" };
    const next = await submitForm(conn.db, {
      slug: "contact",
      data: validContactAnswers,
      idempotencyKey: "lim-4",
      limit: other,
    });
    expect(next.submissionId).not.toBeNull();
  });

  it("answers a client over the limit from memory, without counting in its row again", async () => {
    const limiter = createLimiter(conn.db, { prefix: "submit-memory", points: 1, durationS: 60 });
    const limit = { limiter, key: "192.0.2.9|contact" };
    const send = (key: string) =>
      submitForm(conn.db, {
        slug: "contact",
        data: validContactAnswers,
        idempotencyKey: key,
        limit,
      });
    await send("mem-1");
    await expect(send("mem-2")).rejects.toBeInstanceOf(RateLimitedError);
    // PostgreSQL counts in the row instances share; PGlite (one process) in memory.
    const points = async () => {
      if (name === "pglite") return limiter.counted(limit.key);
      const [row] = await conn.db
        .select({ points: rateLimits.points })
        .from(rateLimits)
        .where(eq(rateLimits.key, "submit-memory:192.0.2.9|contact"));
      return row?.points;
    };
    expect(await points()).toBe(2);
    await expect(send("mem-3")).rejects.toBeInstanceOf(RateLimitedError);
    expect(await points()).toBe(2);
  });
});
