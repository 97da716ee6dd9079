import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import {
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
import { ServiceError } from "../errors";
import { savePartialResponse } from "../partial-responses/partial-responses";
import { deleteRespondentData, findRespondentData } from "./respondent-data";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(databaseTargets)("a person's data on $name", ({ name, open }) => {
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
      place = storagePlace(kind, `respondents-${name}`, () => s3);
    });
    afterAll(() => place?.remove());

    it("finds and deletes every submission, held one and draft with the address in an email field, across forms, whatever the case", async () => {
      const { db } = conn;
      const tag = `${name}-${kind === "s3rver" ? "s3" : "disk"}`;
      const first = `first-${tag}`;
      const second = `second-${tag}`;
      const firstId = await publishApplyForm(db, first);
      await publishApplyForm(db, second);
      // Ada in the first form's email field, with a file; in a group's email field of the second form.
      const adaCv = await uploadCv(db, place.storage, first, "ada.pdf");
      const adaFirst = await send(db, {
        slug: first,
        data: { fullName: "Ada", email: "Ada@Example.com", cv: [adaCv] },
      });
      const adaSecond = await send(db, {
        slug: second,
        data: {
          fullName: "Bob's guest list",
          guests: [{ contact: "bob@example.com" }, { contact: "ada@EXAMPLE.com" }],
        },
      });
      const adaHeld = await send(db, {
        slug: second,
        data: { fullName: "Ada (fast)", email: "ada@example.com" },
        isHeld: true,
      });
      const draftCv = await uploadCv(db, place.storage, first, "draft.pdf");
      await saveDraft(db, {
        slug: first,
        version: 1,
        answers: { email: "ADA@example.com", cv: [draftCv] },
        maxAgeMs: 86_400_000,
        graceMs: 0,
      });
      // Not Ada's: another address, and Ada's address in a field that is not an email field.
      const bobCv = await uploadCv(db, place.storage, first, "bob.pdf");
      const bob = await send(db, {
        slug: first,
        data: { fullName: "Bob", email: "bob@example.com", cv: [bobCv] },
      });
      const mentions = await send(db, { slug: first, data: { fullName: "ada@example.com" } });
      // The outbox's copies: a webhook delivery of Ada's submission, and a resume link mailed to her.
      const copy = uuidv7();
      const mailed = uuidv7();
      const bobCopy = uuidv7();
      for (const [id, formId, payload] of [
        [copy, firstId, { submission: { id: adaFirst, answers: { email: "Ada@Example.com" } } }],
        [bobCopy, firstId, { submission: { id: bob, answers: { email: "bob@example.com" } } }],
      ] as const) {
        await db.execute(sql`insert into outbox (id, kind, form_id, event, payload, status)
          values (${id}::uuid, 'email', ${formId}::uuid, 'submission.created',
            ${JSON.stringify({ template: "notification", to: ["staff@example.com"], version: 1, ...payload })}::jsonb, 'delivered')`);
      }
      await db.execute(sql`insert into outbox (id, kind, event, payload, status)
        values (${mailed}::uuid, 'email', 'mail', ${JSON.stringify({ template: "plain", to: ["Ada@example.com"], subject: "Continue later", text: "link" })}::jsonb, 'delivered')`);

      const found = await findRespondentData(db, "  ADA@example.COM ");
      expect(found.email).toBe("ada@example.com");
      const summary = found.records.map(
        (r) => `${r.kind} ${r.formSlug} ${r.files.map((f) => f.name).join(",")}`,
      );
      expect(summary.sort()).toEqual(
        [
          `submission ${first} ada.pdf`,
          `submission ${second} `,
          `spam ${second} `,
          `draft ${first} draft.pdf`,
        ].sort(),
      );
      const firstRecord = found.records.find((r) => r.id === adaFirst);
      expect(firstRecord).toMatchObject({
        formTitle: `Apply ${first}`,
        version: 1,
        answers: { fullName: "Ada", email: "Ada@Example.com" },
        files: [{ id: adaCv.id, name: "ada.pdf", size: adaCv.size, type: "application/pdf" }],
      });
      expect(found.records.map((r) => r.id)).not.toContain(bob);
      expect(found.records.map((r) => r.id)).not.toContain(mentions);

      const keys = {
        ada: await storageKeyOf(db, adaCv.id),
        draft: await storageKeyOf(db, draftCv.id),
        bob: await storageKeyOf(db, bobCv.id),
      };
      expect(await place.storedKeys()).toEqual(expect.arrayContaining(Object.values(keys)));

      const deleted = await deleteRespondentData(db, place.storage, "ada@example.com");
      expect(deleted.records.map((r) => r.id).sort()).toEqual(
        found.records.map((r) => r.id).sort(),
      );
      expect(deleted).toMatchObject({ email: "ada@example.com", files: 2, outboxCopies: 2 });
      expect(await exists(db, "submissions", adaFirst)).toBe(false);
      expect(await exists(db, "submissions", adaSecond)).toBe(false);
      expect(await exists(db, "spam_submissions", adaHeld)).toBe(false);
      expect(await exists(db, "outbox", copy)).toBe(false);
      expect(await exists(db, "outbox", mailed)).toBe(false);
      expect(await storageKeyOf(db, adaCv.id)).toBeNull();
      expect(await storageKeyOf(db, draftCv.id)).toBeNull();
      const stored = await place.storedKeys();
      expect(stored).not.toContain(keys.ada);
      expect(stored).not.toContain(keys.draft);
      // Nobody else's.
      expect(stored).toContain(keys.bob);
      expect(await exists(db, "submissions", bob)).toBe(true);
      expect(await exists(db, "submissions", mentions)).toBe(true);
      expect(await exists(db, "outbox", bobCopy)).toBe(true);
      expect((await findRespondentData(db, "ada@example.com")).records).toEqual([]);
      // A submission that held both addresses went with Ada's request; Bob's own stays found.
      const bobs = (await findRespondentData(db, "bob@example.com")).records.map((r) => r.id);
      expect(bobs).toContain(bob);
      expect(bobs).not.toContain(adaSecond);
    });
  });

  it("finds and deletes a person's unfinished answers (partialResponses), whatever the case", async () => {
    const { db } = conn;
    const slug = `partial-person-${name}`;
    await publishApplyForm(db, slug, { partialResponses: true });
    const ada = await savePartialResponse(db, {
      slug,
      token: "a".repeat(43),
      data: { fullName: "Ada", email: "ADA.partial@example.com" },
      graceMs: 0,
    });
    const bob = await savePartialResponse(db, {
      slug,
      token: "b".repeat(43),
      data: { fullName: "Bob", email: "bob.partial@example.com" },
      graceMs: 0,
    });
    const found = await findRespondentData(db, "ada.partial@EXAMPLE.com");
    expect(found.records.map((r) => [r.kind, r.id, r.formSlug, r.answers.fullName])).toEqual([
      ["partial", ada.partial.id, slug, "Ada"],
    ]);
    const place = storagePlace("local disk", "", () => s3);
    try {
      await deleteRespondentData(db, place.storage, "ada.partial@example.com");
    } finally {
      place.remove();
    }
    expect(await exists(db, "partial_responses", ada.partial.id)).toBe(false);
    expect(await exists(db, "partial_responses", bob.partial.id)).toBe(true);
    expect((await findRespondentData(db, "ada.partial@example.com")).records).toEqual([]);
  });

  it("refuses what is not an address, naming it", async () => {
    await expect(findRespondentData(conn.db, "not an address")).rejects.toThrow(ServiceError);
    await expect(findRespondentData(conn.db, "not an address")).rejects.toThrow(
      "email: not an address is not an email address",
    );
  });
});
