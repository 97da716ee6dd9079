import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { createForm, publishForm, updateForm } from "./forms";
import { listSubmissions, submitForm } from "./submissions";

describe.each(databaseTargets)("submissions service on $name", ({ open }) => {
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
});
