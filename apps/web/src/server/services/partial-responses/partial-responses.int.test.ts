import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { outbox, partialResponses } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { ServiceError } from "../errors";
import { createForm, publishForm } from "../forms";
import { setEmailSettings } from "../mail/email-settings";
import { submitBatchCounts } from "../submissions/submit-batch";
import { submitForm } from "../submissions/submit-form";
import { createWebhook } from "../webhooks/webhooks";
import {
  deletePartialResponsesOlderThan,
  listPartialResponses,
  PARTIAL_RESPONSES_OFF,
  PARTIAL_TOKEN_INVALID,
  savePartialResponse,
} from "./partial-responses";
import { partialTokenHash } from "./partial-token";

const GRACE = 24 * 3_600_000;
const newToken = () => randomBytes(32).toString("base64url");

/** The contact form on two pages, keeping unfinished answers. */
function pagedDocument(slug: string) {
  const base = contactDocument({ slug, partialResponses: true });
  const blocks = [...base.blocks];
  blocks.splice(3, 0, { type: "page" } as never);
  return { ...base, blocks };
}

async function expectServiceError(run: Promise<unknown>, code: string, message?: string) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  expect((error as ServiceError).code).toBe(code);
  if (message) expect((error as ServiceError).message).toBe(message);
}

describe.each(databaseTargets)("unfinished answers on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  const slug = "partial-contact";

  const outboxRows = async (id: string) =>
    conn.db
      .select({ kind: outbox.kind, event: outbox.event, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.formId, id));

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, pagedDocument(slug));
    await publishForm(conn.db, form.id);
    formId = form.id;
    // Mail the form's submissions, and send every event to two webhooks: partial answers
    // reach only the one subscribed to `submission.partial`, and mail never.
    await setEmailSettings(conn.db, { formId, notify: ["team@example.com"] });
    await createWebhook(conn.db, {
      formId,
      url: "http://127.0.0.1:9/created",
      allowPrivate: true,
    });
    await createWebhook(conn.db, {
      formId,
      url: "http://127.0.0.1:9/partial",
      events: ["submission.partial"],
      allowPrivate: true,
    });
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("keeps the answers so far by the SHA-256 of the token, with the page reached, and updates them in place", async () => {
    const token = newToken();
    const first = await savePartialResponse(conn.db, {
      slug,
      token,
      data: { fullName: "Ada", email: "ada@" },
      page: 1,
      graceMs: GRACE,
    });
    expect(first.isChanged).toBe(true);
    expect(first.partial).toMatchObject({
      formId,
      version: 1,
      lastPage: 1,
      answers: { fullName: "Ada", email: "ada@" },
      answeredCount: 2,
    });
    const second = await savePartialResponse(conn.db, {
      slug,
      token,
      data: { fullName: "Ada Lovelace", email: "ada@example.com", contactBy: "email" },
      page: 2,
      graceMs: GRACE,
    });
    expect(second.partial.id).toBe(first.partial.id);
    expect(second.partial.lastPage).toBe(2);
    expect(second.partial.createdAt).toEqual(first.partial.createdAt);
    const rows = await conn.db
      .select()
      .from(partialResponses)
      .where(eq(partialResponses.formId, formId));
    const mine = rows.filter((row) => row.id === first.partial.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.tokenHash).toBe(partialTokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Back on page 1 the furthest page reached stays.
    const back = await savePartialResponse(conn.db, {
      slug,
      token,
      data: { fullName: "Ada Lovelace" },
      page: 1,
      graceMs: GRACE,
    });
    expect(back.partial.lastPage).toBe(2);
    expect(back.partial.answers).toEqual({ fullName: "Ada Lovelace" });
  });

  it("writes nothing when the same answers and page come again (idempotent)", async () => {
    const token = newToken();
    const input = { slug, token, data: { fullName: "Grace" }, page: 1, graceMs: GRACE };
    const first = await savePartialResponse(conn.db, input);
    const again = await savePartialResponse(conn.db, input);
    expect(again.isChanged).toBe(false);
    expect(again.queued).toBe(0);
    expect(again.partial).toEqual(first.partial);
  });

  it("checks shapes and sizes but requires nothing, and refuses keys that are no field", async () => {
    const token = newToken();
    const saved = await savePartialResponse(conn.db, {
      slug,
      token,
      data: { email: "half@", consent: false },
      graceMs: GRACE,
    });
    expect(saved.partial.answers).toEqual({ email: "half@", consent: false });
    expect(saved.partial.answeredCount).toBe(1);
    await expectServiceError(
      savePartialResponse(conn.db, {
        slug,
        token,
        data: { contactBy: "fax" },
        graceMs: GRACE,
      }),
      "BAD_USER_INPUT",
    );
    await expectServiceError(
      savePartialResponse(conn.db, { slug, token, data: { nope: "x" }, graceMs: GRACE }),
      "BAD_USER_INPUT",
    );
    await expectServiceError(
      savePartialResponse(conn.db, { slug, token, data: {}, page: 3, graceMs: GRACE }),
      "BAD_USER_INPUT",
      "page must be 1 to 2",
    );
    await expectServiceError(
      savePartialResponse(conn.db, { slug, token: "short", data: {}, graceMs: GRACE }),
      "BAD_USER_INPUT",
      PARTIAL_TOKEN_INVALID,
    );
  });

  it("refuses a form that does not keep unfinished answers", async () => {
    const other = await createForm(conn.db, contactDocument({ slug: "partial-off" }));
    await publishForm(conn.db, other.id);
    await expectServiceError(
      savePartialResponse(conn.db, {
        slug: "partial-off",
        token: newToken(),
        data: { fullName: "Ada" },
        graceMs: GRACE,
      }),
      "BAD_USER_INPUT",
      PARTIAL_RESPONSES_OFF,
    );
    await expectServiceError(
      savePartialResponse(conn.db, {
        slug: "no-such-form",
        token: newToken(),
        data: {},
        graceMs: GRACE,
      }),
      "NOT_FOUND",
    );
  });

  it("queues no mail and no submission.created delivery, one submission.partial delivery per change", async () => {
    const form = await createForm(conn.db, pagedDocument("partial-hooks"));
    await publishForm(conn.db, form.id);
    await setEmailSettings(conn.db, { formId: form.id, notify: ["team@example.com"] });
    await createWebhook(conn.db, {
      formId: form.id,
      url: "http://127.0.0.1:9/created",
      allowPrivate: true,
    });
    await createWebhook(conn.db, {
      formId: form.id,
      url: "http://127.0.0.1:9/partial",
      events: ["submission.created", "submission.partial"],
      allowPrivate: true,
    });
    const token = newToken();
    const input = {
      slug: "partial-hooks",
      token,
      data: { fullName: "Ada" },
      page: 2,
      graceMs: GRACE,
    };
    const saved = await savePartialResponse(conn.db, input);
    expect(saved.queued).toBe(1);
    await savePartialResponse(conn.db, input); // the same again: no second event
    const rows = await outboxRows(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "webhook", event: "submission.partial" });
    expect(rows[0]?.payload).toMatchObject({
      form: { slug: "partial-hooks", version: 1 },
      submission: { id: saved.partial.id, lastPage: 2, answers: { fullName: "Ada" } },
    });
    const payload = rows[0]?.payload as { submission: { updatedAt: string } };
    expect(payload.submission.updatedAt).toBe(saved.partial.updatedAt.toISOString());
    expect(
      await conn.db.$count(outbox, and(eq(outbox.formId, form.id), eq(outbox.kind, "email"))),
    ).toBe(0);
  });

  it("a submit with the respondent's token deletes their unfinished answers in the same statement", async () => {
    const token = newToken();
    const other = newToken();
    await savePartialResponse(conn.db, { slug, token, data: { fullName: "Ada" }, graceMs: GRACE });
    await savePartialResponse(conn.db, {
      slug,
      token: other,
      data: { fullName: "Bob" },
      graceMs: GRACE,
    });
    const result = await submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: crypto.randomUUID(),
      partialToken: token,
    });
    expect(result.submissionId).toBeTruthy();
    const left = await conn.db
      .select({ hash: partialResponses.tokenHash })
      .from(partialResponses)
      .where(eq(partialResponses.formId, formId));
    const hashes = left.map((row) => row.hash);
    expect(hashes).not.toContain(partialTokenHash(token));
    expect(hashes).toContain(partialTokenHash(other));
  });

  it("submits stored together (one batch statement) each delete their own unfinished answers", async () => {
    const tokens = [newToken(), newToken(), newToken()];
    for (const token of tokens) {
      await savePartialResponse(conn.db, {
        slug,
        token,
        data: { fullName: "Ada" },
        graceMs: GRACE,
      });
    }
    const batchedBefore = submitBatchCounts(conn.db).submissions;
    const results = await Promise.all(
      tokens.map((token) =>
        submitForm(conn.db, {
          slug,
          data: validContactAnswers,
          idempotencyKey: crypto.randomUUID(),
          partialToken: token,
        }),
      ),
    );
    expect(results.every((r) => r.submissionId)).toBe(true);
    // The first goes alone; the two that came meanwhile go by the batch statement.
    expect(submitBatchCounts(conn.db).submissions - batchedBefore).toBeGreaterThanOrEqual(2);
    for (const token of tokens) {
      expect(
        await conn.db.$count(
          partialResponses,
          eq(partialResponses.tokenHash, partialTokenHash(token) ?? ""),
        ),
      ).toBe(0);
    }
  });

  it("a submit refused with field errors keeps the unfinished answers (nothing typed is lost)", async () => {
    const token = newToken();
    await savePartialResponse(conn.db, { slug, token, data: { fullName: "Ada" }, graceMs: GRACE });
    const result = await submitForm(conn.db, {
      slug,
      data: { fullName: "Ada" },
      idempotencyKey: crypto.randomUUID(),
      partialToken: token,
    });
    expect(result.submissionId).toBeNull();
    expect(
      await conn.db.$count(
        partialResponses,
        eq(partialResponses.tokenHash, partialTokenHash(token) ?? ""),
      ),
    ).toBe(1);
  });

  it("lists a form's unfinished answers last saved first, by id or slug", async () => {
    const form = await createForm(conn.db, pagedDocument("partial-list"));
    await publishForm(conn.db, form.id);
    const base = Date.parse("2026-11-20T10:00:00.000Z");
    for (const [i, name] of ["Ada", "Bob", "Cy"].entries()) {
      await savePartialResponse(conn.db, {
        slug: "partial-list",
        token: newToken(),
        data: { fullName: name },
        page: i === 2 ? 2 : 1,
        graceMs: GRACE,
        now: new Date(base + i * 60_000),
      });
    }
    const byId = await listPartialResponses(conn.db, { formId: form.id, first: 2 });
    expect(byId.totalCount).toBe(3);
    expect(byId.nodes.map((n) => [n.answers.fullName, n.lastPage])).toEqual([
      ["Cy", 2],
      ["Bob", 1],
    ]);
    const bySlug = await listPartialResponses(conn.db, { formSlug: "partial-list" });
    expect(bySlug.nodes.map((n) => n.answers.fullName)).toEqual(["Cy", "Bob", "Ada"]);
    await expectServiceError(
      listPartialResponses(conn.db, { formSlug: "no-such-form" }),
      "NOT_FOUND",
    );
  });

  it("deletePartialResponsesOlderThan deletes only that form's answers last saved before the date (retention)", async () => {
    const form = await createForm(conn.db, pagedDocument("partial-old"));
    await publishForm(conn.db, form.id);
    const old = new Date("2026-01-01T00:00:00.000Z");
    const recent = new Date("2026-11-01T00:00:00.000Z");
    for (const now of [old, recent]) {
      await savePartialResponse(conn.db, {
        slug: "partial-old",
        token: newToken(),
        data: { fullName: "Ada" },
        graceMs: GRACE,
        now,
      });
    }
    const before = Number(
      (
        (await conn.db.execute(sql`select count(*) as n from partial_responses`)) as unknown as {
          rows: Array<{ n: number | string }>;
        }
      ).rows[0]?.n,
    );
    expect(await deletePartialResponsesOlderThan(conn.db, form.id, new Date("2026-06-01"))).toBe(1);
    const left = await listPartialResponses(conn.db, { formId: form.id });
    expect(left.nodes.map((n) => n.updatedAt)).toEqual([recent]);
    const after = Number(
      (
        (await conn.db.execute(sql`select count(*) as n from partial_responses`)) as unknown as {
          rows: Array<{ n: number | string }>;
        }
      ).rows[0]?.n,
    );
    expect(after).toBe(before - 1);
  });
});
