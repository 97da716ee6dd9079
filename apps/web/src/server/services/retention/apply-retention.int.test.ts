import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import {
  age,
  exists,
  publishApplyForm,
  type StoragePlace,
  send,
  storageKeyOf,
  storageKinds,
  storagePlace,
  uploadCv,
} from "../../testing/retention-fixtures";
import { startS3Server, type TestS3Server } from "../../testing/s3-server";
import { saveDraft } from "../drafts/drafts";
import { savePartialResponse } from "../partial-responses/partial-responses";
import { applyRetention } from "./apply-retention";
import { claimRetentionRun, RETENTION_LAST_RUN_KEY, startRetention } from "./retention-schedule";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

async function queueOutboxCopy(db: DatabaseConnection["db"], formId: string): Promise<string> {
  const id = uuidv7();
  await db.execute(sql`insert into outbox (id, kind, form_id, event, payload, status)
    values (${id}::uuid, 'email', ${formId}::uuid, 'submission.created',
      '{"template":"notification","to":["staff@example.com"],"version":1,"submission":{"answers":{}}}'::jsonb,
      'delivered')`);
  return id;
}

describe.each(databaseTargets)("retention on $name", ({ name, open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  describe.each(storageKinds)("with files on %s", (kind) => {
    let place: StoragePlace;
    beforeAll(() => {
      place = storagePlace(kind, `retention-${name}`, () => s3);
    });
    afterAll(() => place?.remove());

    it("deletes a form's answers older than deleteAfterDays with their files, keeps newer ones and other forms' answers", async () => {
      const { db } = conn;
      const tag = `${name}-${kind === "s3rver" ? "s3" : "disk"}`;
      const slug = `kept-30-${tag}`;
      const other = `kept-forever-${tag}`;
      const formId = await publishApplyForm(db, slug, { retention: { deleteAfterDays: 30 } });
      const otherId = await publishApplyForm(db, other);

      // Three old submissions (two batches of two), each with a file; one new one with a file.
      const oldFiles = [];
      const oldIds = [];
      for (const n of [1, 2, 3]) {
        const cv = await uploadCv(db, place.storage, slug, `old-${n}.pdf`);
        oldFiles.push(cv);
        oldIds.push(await send(db, { slug, data: { fullName: `Old ${n}`, cv: [cv] } }));
      }
      const newCv = await uploadCv(db, place.storage, slug, "new.pdf");
      const newId = await send(db, { slug, data: { fullName: "New", cv: [newCv] } });
      const heldOld = await send(db, { slug, data: { fullName: "Held" }, isHeld: true });
      const otherCv = await uploadCv(db, place.storage, other, "other.pdf");
      const otherOld = await send(db, { slug: other, data: { fullName: "Other", cv: [otherCv] } });
      const oldDraft = await saveDraft(db, {
        slug,
        version: 1,
        answers: { fullName: "Draft old" },
        maxAgeMs: 3650 * 86_400_000,
        graceMs: 0,
      });
      const newDraft = await saveDraft(db, {
        slug,
        version: 1,
        answers: { fullName: "Draft new" },
        maxAgeMs: 3650 * 86_400_000,
        graceMs: 0,
      });
      expect(oldDraft.resumeToken).not.toBe(newDraft.resumeToken);
      const draftNamed = async (fullName: string) =>
        (
          (await db.execute(
            sql`select id from drafts where form_id = ${formId}::uuid and answers ->> 'fullName' = ${fullName}`,
          )) as unknown as { rows: Array<{ id: string }> }
        ).rows[0];
      const oldDraftRow = await draftNamed("Draft old");
      const newDraftRow = await draftNamed("Draft new");
      const oldCopy = await queueOutboxCopy(db, formId);
      const newCopy = await queueOutboxCopy(db, formId);
      for (const id of oldIds) await age(db, { table: "submissions", id, days: 31 });
      await age(db, { table: "spam_submissions", id: heldOld, days: 31 });
      await age(db, { table: "submissions", id: otherOld, days: 400 });
      await age(db, { table: "drafts", id: oldDraftRow!.id, days: 31 });
      await age(db, { table: "outbox", id: oldCopy, days: 31 });
      const oldKeys = await Promise.all(oldFiles.map((f) => storageKeyOf(db, f.id)));
      const newKey = await storageKeyOf(db, newCv.id);
      const otherKey = await storageKeyOf(db, otherCv.id);
      expect(await place.storedKeys()).toEqual(
        expect.arrayContaining([...oldKeys, newKey, otherKey]),
      );

      const results = await applyRetention(db, place.storage, { batchSize: 2 });

      const mine = results.find((r) => r.slug === slug);
      expect(mine).toMatchObject({
        deleteAfterDays: 30,
        deleted: { submissions: 3, spam_submissions: 1, drafts: 1, outbox: 1 },
        files: 3,
      });
      expect(results.find((r) => r.slug === other)).toBeUndefined();
      for (const id of oldIds) expect(await exists(db, "submissions", id)).toBe(false);
      expect(await exists(db, "spam_submissions", heldOld)).toBe(false);
      expect(await exists(db, "drafts", oldDraftRow!.id)).toBe(false);
      expect(await exists(db, "outbox", oldCopy)).toBe(false);
      for (const file of oldFiles) expect(await storageKeyOf(db, file.id)).toBeNull();
      const stored = await place.storedKeys();
      for (const key of oldKeys) expect(stored).not.toContain(key);
      // Newer answers of the form, and an older answer of a form without retention, stay.
      expect(await exists(db, "submissions", newId)).toBe(true);
      expect(await exists(db, "drafts", newDraftRow!.id)).toBe(true);
      expect(await exists(db, "outbox", newCopy)).toBe(true);
      expect(await exists(db, "submissions", otherOld)).toBe(true);
      expect(stored).toEqual(expect.arrayContaining([newKey, otherKey]));
      expect(otherId).toBeTruthy();

      // A second run finds nothing more.
      const again = await applyRetention(db, place.storage, { batchSize: 2 });
      expect(again.find((r) => r.slug === slug)).toBeUndefined();
    });
  });

  it("deletes a form's unfinished answers (partialResponses) last saved before the cutoff, keeps newer ones", async () => {
    const { db } = conn;
    const slug = `partial-30-${name}`;
    const formId = await publishApplyForm(db, slug, {
      retention: { deleteAfterDays: 30 },
      partialResponses: true,
    });
    const token = (n: number) => `${"t".repeat(42)}${n}`;
    for (const n of [1, 2]) {
      await savePartialResponse(db, {
        slug,
        token: token(n),
        data: { fullName: `Partial ${n}` },
        graceMs: 0,
      });
    }
    const rows = (
      (await db.execute(
        sql`select id, data ->> 'fullName' as name from partial_responses where form_id = ${formId}::uuid order by name`,
      )) as unknown as { rows: Array<{ id: string; name: string }> }
    ).rows;
    expect(rows.map((r) => r.name)).toEqual(["Partial 1", "Partial 2"]);
    const [old, recent] = rows;
    await age(db, { table: "partial_responses", id: old!.id, days: 31 });

    const place = storagePlace("local disk", "", () => s3);
    try {
      const results = await applyRetention(db, place.storage, { batchSize: 2 });
      expect(results.find((r) => r.slug === slug)).toMatchObject({
        deleted: { partial_responses: 1 },
      });
      expect(await exists(db, "partial_responses", old!.id)).toBe(false);
      expect(await exists(db, "partial_responses", recent!.id)).toBe(true);
    } finally {
      place.remove();
    }
  });

  it("follows the newest published version: a retention set in a later version applies, one only in the draft does not", async () => {
    const { db } = conn;
    const place = storagePlace("local disk", "", () => s3);
    try {
      const slug = `later-${name}`;
      const id = await publishApplyForm(db, slug);
      const old = await send(db, { slug, data: { fullName: "Old" } });
      await age(db, { table: "submissions", id: old, days: 10 });
      const { updateForm, publishForm } = await import("../forms");
      const { applyDocument } = await import("../../testing/retention-fixtures");
      await updateForm(db, {
        id,
        document: applyDocument(slug, { retention: { deleteAfterDays: 7 } }),
      });
      await applyRetention(db, place.storage);
      expect(await exists(db, "submissions", old)).toBe(true);
      await publishForm(db, id);
      await applyRetention(db, place.storage);
      expect(await exists(db, "submissions", old)).toBe(false);
    } finally {
      place.remove();
    }
  });

  it("deletes each old answer once when several instances run it at once", async () => {
    const { db } = conn;
    const place = storagePlace("local disk", "", () => s3);
    try {
      const slug = `concurrent-${name}`;
      await publishApplyForm(db, slug, { retention: { deleteAfterDays: 5 } });
      const ids: string[] = [];
      for (let n = 0; n < 9; n++) ids.push(await send(db, { slug, data: { fullName: `P${n}` } }));
      for (const id of ids) await age(db, { table: "submissions", id, days: 6 });
      const runs = await Promise.all(
        [1, 2, 3].map(() => applyRetention(db, place.storage, { batchSize: 2 })),
      );
      const deleted = runs
        .flatMap((run) => run.filter((r) => r.slug === slug))
        .reduce((sum, r) => sum + (r.deleted.submissions ?? 0), 0);
      expect(deleted).toBe(9);
      for (const id of ids) expect(await exists(db, "submissions", id)).toBe(false);
    } finally {
      place.remove();
    }
  });

  it("lets one claim of the day's run through, however many instances claim it at once", async () => {
    const { db } = conn;
    await db.execute(sql`delete from settings where key = ${RETENTION_LAST_RUN_KEY}`);
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimRetentionRun(db, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRetentionRun(db, new Date(now.getTime() + 3_600_000))).toBe(false);
    expect(await claimRetentionRun(db, new Date(now.getTime() + 24 * 3_600_000))).toBe(true);
  });

  it("runs in the server process: the scheduled job deletes old answers as it starts", async () => {
    const { db } = conn;
    const place = storagePlace("local disk", "", () => s3);
    const lines: string[] = [];
    const slug = `scheduled-${name}`;
    await publishApplyForm(db, slug, { retention: { deleteAfterDays: 1 } });
    const old = await send(db, { slug, data: { fullName: "Old" } });
    await age(db, { table: "submissions", id: old, days: 2 });
    await db.execute(sql`delete from settings where key = ${RETENTION_LAST_RUN_KEY}`);
    const job = startRetention(db, place.storage, (line) => lines.push(line));
    try {
      await expect
        .poll(() => lines.find((line) => line.includes(slug)), { timeout: 10_000 })
        .toBe(`retention: form ${slug} (answers kept 1 days): deleted 1 submissions, 0 files`);
      expect(await exists(db, "submissions", old)).toBe(false);
    } finally {
      job.stop();
      place.remove();
    }
  });
});
