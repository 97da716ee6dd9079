import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { saveDraft } from "../drafts/drafts";
import { RateLimitedError } from "../errors";
import { createForm, publishForm } from "../forms";
import { createLimiter } from "../rate-limits";
import { IDEMPOTENCY_KEY_REUSED } from "../stored-submissions";
import { createWebhook } from "../webhooks/webhooks";
import { submitBatchCounts } from "./submit-batch";
import { submitForm } from "./submit-form";

// Issue 29: submissions that arrive together are stored by one statement
// (group commit). Each must get exactly what it would have got alone.

describe.each(databaseTargets)("submissions arriving together on $name", ({ open }) => {
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

  const submit = (key: string, fullName = validContactAnswers.fullName, slug = "contact") =>
    submitForm(conn.db, {
      slug,
      data: { ...validContactAnswers, fullName },
      idempotencyKey: key,
    });

  async function storedAnswers(id: string): Promise<Record<string, unknown> | null> {
    const result = (await conn.db.execute(
      sql`select data from submissions where id = ${id}::uuid`,
    )) as unknown as { rows: Array<{ data: Record<string, unknown> }> };
    return result.rows[0]?.data ?? null;
  }

  it("are stored by one statement, each under its own id with its own answers", async () => {
    const before = submitBatchCounts(conn.db);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submit(`together-${i}`, `Person ${i}`)),
    );
    const after = submitBatchCounts(conn.db);
    expect(after.batches).toBeGreaterThan(before.batches);
    expect(after.submissions - before.submissions).toBeGreaterThanOrEqual(50);
    const ids = results.map((result) => result.submissionId);
    expect(new Set(ids).size).toBe(100);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await storedAnswers(id!))?.fullName).toBe(`Person ${i}`);
    }
  });

  it("are each counted against their own client's limit, and one client's extra ones refused", async () => {
    const limiter = createLimiter(conn.db, { prefix: "batch-limit", points: 2, durationS: 60 });
    const send = (client: string, key: string) =>
      submitForm(conn.db, {
        slug: "contact",
        data: validContactAnswers,
        idempotencyKey: key,
        limit: { limiter, key: `${client}|contact` },
      });
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => send(`192.0.2.${i + 10}`, `limit-many-${i}`)),
      ...Array.from({ length: 4 }, (_, i) => send("198.51.100.7", `limit-one-${i}`)),
    ]);
    expect(results.slice(0, 10).every((result) => result.status === "fulfilled")).toBe(true);
    const one = results.slice(10);
    expect(one.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const refused of one.filter((result) => result.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
    }
    expect((await limiter.check("192.0.2.10|contact")).allowed).toBe(true);
    expect((await limiter.check("198.51.100.7|contact")).allowed).toBe(false);
  });

  it("store one row for a key sent twice at once, and refuse its different answers", async () => {
    const [first, again, different] = await Promise.allSettled([
      submit("same-key", "First"),
      submit("same-key", "First"),
      submit("same-key", "Someone else"),
    ]);
    expect(first.status).toBe("fulfilled");
    expect(again.status).toBe("fulfilled");
    const id = (first as PromiseFulfilledResult<{ submissionId: string | null }>).value
      .submissionId;
    expect(
      (again as PromiseFulfilledResult<{ submissionId: string | null }>).value.submissionId,
    ).toBe(id);
    expect(different.status).toBe("rejected");
    expect(String((different as PromiseRejectedResult).reason)).toContain(IDEMPOTENCY_KEY_REUSED);
    const count = (await conn.db.execute(
      sql`select count(*)::int as n from submissions where idempotency_key = 'same-key'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]?.n).toBe(1);
    expect((await storedAnswers(id!))?.fullName).toBe("First");
  });

  it("answer an unknown form and answers with errors on their own, and store the rest", async () => {
    const results = await Promise.allSettled([
      submit("mixed-1", "One"),
      submit("mixed-2", "Two", "no-such-form"),
      submitForm(conn.db, { slug: "contact", data: { fullName: "" }, idempotencyKey: "mixed-3" }),
      submit("mixed-4", "Four"),
    ]);
    expect(results[0]).toMatchObject({ status: "fulfilled", value: { fieldErrors: [] } });
    expect(results[1]).toMatchObject({ status: "rejected" });
    expect(String((results[1] as PromiseRejectedResult).reason)).toContain("Form not found");
    expect(results[2]).toMatchObject({ status: "fulfilled", value: { submissionId: null } });
    expect(
      (results[2] as PromiseFulfilledResult<{ fieldErrors: unknown[] }>).value.fieldErrors,
    ).not.toHaveLength(0);
    const four = (results[3] as PromiseFulfilledResult<{ submissionId: string }>).value;
    expect((await storedAnswers(four.submissionId))?.fullName).toBe("Four");
  });

  it("queue each stored submission's webhook delivery and delete each finished draft", async () => {
    await createWebhook(conn.db, { formId, url: "http://127.0.0.1:9/hook", allowPrivate: true });
    const drafts = await Promise.all(
      [0, 1, 2].map((i) =>
        saveDraft(conn.db, {
          slug: "contact",
          version: 1,
          answers: { fullName: `Draft ${i}` },
          maxAgeMs: 60_000,
          graceMs: 60_000,
        }),
      ),
    );
    const results = await Promise.all(
      drafts.map((draft, i) =>
        submitForm(conn.db, {
          slug: "contact",
          data: { ...validContactAnswers, fullName: `Draft ${i}` },
          idempotencyKey: `drafted-${i}`,
          resumeToken: draft.resumeToken,
        }),
      ),
    );
    const ids = results.map((result) => result.submissionId);
    const queued = (await conn.db.execute(
      sql`select payload -> 'submission' ->> 'id' as id from outbox where kind = 'webhook'`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(queued.rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    const left = (await conn.db.execute(
      sql`select count(*)::int as n from drafts where form_id = ${formId}::uuid`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(left.rows[0]?.n).toBe(0);
  });

  it("store the others when one fails the statement, and give that one its error", async () => {
    await conn.db.execute(sql`create function fw_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.data ->> 'fullName' = 'Refused' then raise exception 'refused by a test trigger'; end if;
        return new;
      end $$`);
    await conn.db.execute(
      sql`create trigger fw_test_refuse before insert on submissions for each row execute function fw_test_refuse()`,
    );
    try {
      const before = submitBatchCounts(conn.db).batches;
      const results = await Promise.allSettled([
        submit("fails-1", "Kept one"),
        submit("fails-2", "Refused"),
        submit("fails-3", "Kept three"),
      ]);
      expect(submitBatchCounts(conn.db).batches).toBe(before); // the failed batch is not counted
      expect(results[1]).toMatchObject({ status: "rejected" });
      // drizzle on PostgreSQL wraps the database's error as its cause.
      const reason = (results[1] as PromiseRejectedResult).reason as Error;
      expect(`${reason} ${reason.cause ?? ""}`).toContain("refused by a test trigger");
      for (const [i, name] of [
        [0, "Kept one"],
        [2, "Kept three"],
      ] as const) {
        const value = (results[i] as PromiseFulfilledResult<{ submissionId: string }>).value;
        expect((await storedAnswers(value.submissionId))?.fullName).toBe(name);
      }
    } finally {
      await conn.db.execute(sql`drop trigger fw_test_refuse on submissions`);
    }
  });
});
