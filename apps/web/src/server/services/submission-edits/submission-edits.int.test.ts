import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/database";
import { localDiskStorage } from "../../storage/local-disk-storage";
import { databaseTargets } from "../../testing/databases";
import { applyDocument, publishApplyForm } from "../../testing/retention-fixtures";
import { fillTokenSecret, issueFillToken } from "../fill-token";
import { createForm, publishForm, unpublishForm, updateForm } from "../forms";
import { renderMail } from "../mail/submission-mail";
import { applyRetention } from "../retention/apply-retention";
import { deleteRespondentData, findRespondentData } from "../retention/respondent-data";
import { submitForm } from "../submissions/submit-form";
import { createWebhook } from "../webhooks/webhooks";
import { EXPIRED_EDIT_LINK_KEPT_MS, findEditLink, sweepEditLinks } from "./edit-links";
import { editLinkTarget, editSubmission } from "./edit-submission";
import { submissionRevisionsOf } from "./revisions";

const EDITING = { editing: { allowedForDays: 7 } };

/** The token of an edit path `/f/<slug>?edit=<token>`. */
function tokenOf(editPath: string | undefined): string {
  const token = new URL(`http://x${editPath ?? ""}`).searchParams.get("edit");
  if (!token) throw new Error(`no edit token in ${editPath}`);
  return token;
}

async function submit(db: Database, slug: string, data: Record<string, unknown>) {
  return submitForm(db, { slug, data, idempotencyKey: uuidv7() });
}

async function rows(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe.each(databaseTargets)("edit after sending on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("answers an edit path on a form with editing, none on one without, and stores only the token's hash", async () => {
    const { db } = conn;
    await publishApplyForm(db, "edit-path", EDITING);
    await publishApplyForm(db, "no-edit-path");
    const result = await submit(db, "edit-path", { fullName: "Ada" });
    expect(result.editPath).toMatch(/^\/f\/edit-path\?edit=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(result.editPath);
    const stored = await rows(
      db,
      sql`select token_hash, expires_at, (select created_at from submissions where id = ${result.submissionId}::uuid) as sent
      from submission_edit_links where submission_id = ${result.submissionId}::uuid`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    const days =
      (new Date(String(stored[0]?.expires_at)).getTime() -
        new Date(String(stored[0]?.sent)).getTime()) /
      86_400_000;
    expect(days).toBe(7);
    const plain = await submit(db, "no-edit-path", { fullName: "Ada" });
    expect(plain.submissionId).toBeTruthy();
    expect(plain.editPath).toBeUndefined();
  });

  it("gives no edit link to answers held for spam review", async () => {
    const { db } = conn;
    await publishApplyForm(db, "edit-held", EDITING);
    const fillToken = issueFillToken({
      secret: await fillTokenSecret(db),
      slug: "edit-held",
      now: Date.now(),
    });
    const held = await submitForm(db, {
      slug: "edit-held",
      data: { fullName: "Bot" },
      idempotencyKey: uuidv7(),
      signals: { fillToken, minFillMs: 60_000 },
    });
    expect(held.submissionId).toBeTruthy();
    expect(held.editPath).toBeUndefined();
  });

  it("checks an edit as a submit (the same field errors), keeps each replaced answer as a revision, oldest first, and recomputes the ending", async () => {
    const { db } = conn;
    const doc = applyDocument("edit-check", {
      ...EDITING,
      endings: [
        {
          id: "ada",
          title: "Hello Ada",
          when: { all: [{ field: "fullName", op: "equals", value: "Ada" }] },
        },
        { id: "other", title: "Hello" },
      ],
    });
    doc.blocks[0] = {
      type: "text",
      name: "fullName",
      label: "Full name",
      rules: { maxLength: 5 },
    } as never;
    const form = await createForm(db, doc);
    await publishForm(db, form.id);
    const first = await submit(db, "edit-check", { fullName: "Ada", email: "ada@example.com" });
    expect(first.ending?.id).toBe("ada");
    const token = tokenOf(first.editPath);
    // The same field error a submit gives, and nothing changes.
    const tooLong = { fullName: "Ada Lovelace" };
    const refusedSubmit = await submit(db, "edit-check", tooLong);
    const refusedEdit = await editSubmission(db, { token, data: tooLong });
    expect(refusedEdit).toEqual({ submissionId: null, fieldErrors: refusedSubmit.fieldErrors });
    expect(refusedEdit.fieldErrors[0]?.name).toBe("fullName");
    expect(await submissionRevisionsOf(db, String(first.submissionId))).toEqual([]);
    // Two edits: two revisions, the submitted answers first.
    const edited = await editSubmission(db, {
      token,
      data: { fullName: "Bea", email: "bea@example.com" },
    });
    expect(edited).toMatchObject({
      submissionId: first.submissionId,
      fieldErrors: [],
      ending: { id: "other" },
    });
    expect(edited.editPath).toBe(`/f/edit-check?edit=${token}`);
    await editSubmission(db, { token, data: { fullName: "Cy" } });
    const revisions = await submissionRevisionsOf(db, String(first.submissionId));
    expect(revisions.map((r) => r.data)).toEqual([
      expect.objectContaining({ fullName: "Ada", email: "ada@example.com" }),
      expect.objectContaining({ fullName: "Bea", email: "bea@example.com" }),
    ]);
    expect(revisions[1]?.createdAt.getTime()).toBe(revisions[0]?.replacedAt.getTime());
    const [now] = await rows(
      db,
      sql`select data, ending from submissions where id = ${first.submissionId}::uuid`,
    );
    expect(now).toEqual({ data: expect.objectContaining({ fullName: "Cy" }), ending: "other" });
    expect(now?.data).not.toHaveProperty("email");
    // The same answers again change nothing.
    await editSubmission(db, { token, data: { fullName: "Cy" } });
    expect(await submissionRevisionsOf(db, String(first.submissionId))).toHaveLength(2);
  });

  it("says an unknown or malformed link is not valid and an old one has expired", async () => {
    const { db } = conn;
    await publishApplyForm(db, "edit-expiry", EDITING);
    const unknown = "A".repeat(43);
    await expect(editSubmission(db, { token: unknown, data: {} })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This edit link is not valid.",
    });
    await expect(editSubmission(db, { token: "short", data: {} })).rejects.toMatchObject({
      message: "This edit link is not valid.",
    });
    const sent = await submit(db, "edit-expiry", { fullName: "Ada" });
    const token = tokenOf(sent.editPath);
    // A link of this form, asked for from another form's page, is not valid there.
    await expect(editLinkTarget(db, { token, slug: "edit-path" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await db.execute(sql`update submission_edit_links set expires_at = now() - interval '1 second'
      where submission_id = ${sent.submissionId}::uuid`);
    await expect(editSubmission(db, { token, data: { fullName: "Bea" } })).rejects.toMatchObject({
      code: "EDIT_LINK_EXPIRED",
      message: "This edit link has expired.",
    });
    // The purge keeps an expired link a while (it still says so), then deletes it.
    expect(await sweepEditLinks(db)).toBe(0);
    expect(await sweepEditLinks(db, new Date(Date.now() + EXPIRED_EDIT_LINK_KEPT_MS))).toBe(1);
    await expect(editSubmission(db, { token, data: {} })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses edits once the form takes no answers: unpublished, closed, or editing turned off", async () => {
    const { db } = conn;
    const formId = await publishApplyForm(db, "edit-closed", EDITING);
    const token = tokenOf((await submit(db, "edit-closed", { fullName: "Ada" })).editPath);
    await updateForm(db, { id: formId, document: applyDocument("edit-closed") });
    await publishForm(db, formId);
    await expect(editSubmission(db, { token, data: { fullName: "Bea" } })).rejects.toMatchObject({
      code: "FORM_CLOSED",
      message: "This form no longer lets answers be edited.",
    });
    await updateForm(db, {
      id: formId,
      document: applyDocument("edit-closed", {
        ...EDITING,
        availability: { closesAt: "2020-01-01T00:00:00Z" },
      }),
    });
    await publishForm(db, formId);
    await expect(editSubmission(db, { token, data: { fullName: "Bea" } })).rejects.toMatchObject({
      code: "FORM_CLOSED",
    });
    await unpublishForm(db, formId);
    await expect(editSubmission(db, { token, data: { fullName: "Bea" } })).rejects.toMatchObject({
      code: "FORM_CLOSED",
      message: "This form is closed",
    });
  });

  it("queues a submission.updated delivery for the form's webhooks, and no mail", async () => {
    const { db } = conn;
    const formId = await publishApplyForm(db, "edit-hook", EDITING);
    await createWebhook(db, { formId, url: "https://93.184.216.34/hook", allowPrivate: true });
    const sent = await submit(db, "edit-hook", { fullName: "Ada" });
    await editSubmission(db, { token: tokenOf(sent.editPath), data: { fullName: "Bea" } });
    const queued = await rows(
      db,
      sql`select kind, event, payload #> '{submission,answers}' as answers
      from outbox where form_id = ${formId}::uuid order by created_at, event`,
    );
    expect(queued).toEqual([
      {
        kind: "webhook",
        event: "submission.created",
        answers: expect.objectContaining({ fullName: "Ada" }),
      },
      {
        kind: "webhook",
        event: "submission.updated",
        answers: expect.objectContaining({ fullName: "Bea" }),
      },
    ]);
  });

  it("deletes revisions and edit links with their submission: retention, and a person's request by an address only an earlier revision held", async () => {
    const { db } = conn;
    const storage = localDiskStorage(await import("node:os").then((os) => os.tmpdir()));
    await publishApplyForm(db, "edit-forget", { ...EDITING, retention: { deleteAfterDays: 30 } });
    const sent = await submit(db, "edit-forget", { fullName: "Ada", email: "old@example.com" });
    const id = String(sent.submissionId);
    await editSubmission(db, {
      token: tokenOf(sent.editPath),
      data: { fullName: "Ada", email: "new@example.com" },
    });
    const found = await findRespondentData(db, "OLD@example.com");
    expect(found.records.map((r) => r.id)).toContain(id);
    await deleteRespondentData(db, storage, "old@example.com");
    for (const table of ["submissions", "submission_revisions", "submission_edit_links"]) {
      const column = table === "submissions" ? "id" : "submission_id";
      expect(
        await rows(db, sql`select 1 from ${sql.raw(table)} where ${sql.raw(column)} = ${id}::uuid`),
      ).toEqual([]);
    }
    // Retention: a submission past the form's days goes with its revisions and links.
    const later = await submit(db, "edit-forget", { fullName: "Cy" });
    const laterId = String(later.submissionId);
    await editSubmission(db, { token: tokenOf(later.editPath), data: { fullName: "Di" } });
    await db.execute(
      sql`update submissions set created_at = now() - interval '31 days' where id = ${laterId}::uuid`,
    );
    await applyRetention(db, storage);
    expect(
      await rows(
        db,
        sql`select 1 from submission_revisions where submission_id = ${laterId}::uuid`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        db,
        sql`select 1 from submission_edit_links where submission_id = ${laterId}::uuid`,
      ),
    ).toEqual([]);
  });

  it("puts an edit link of its own in the respondent's mailed copy, none on a form without editing", async () => {
    const { db } = conn;
    const formId = await publishApplyForm(db, "edit-mail", EDITING);
    const plainId = await publishApplyForm(db, "edit-mail-plain");
    const mailOf = async (id: string, slug: string) => {
      const sent = await submit(db, slug, { fullName: "Ada", email: "ada@example.com" });
      const submission = {
        id: String(sent.submissionId),
        createdAt: new Date().toISOString(),
        answers: { fullName: "Ada" },
      };
      return renderMail(db, {
        formId: id,
        payload: { template: "respondent-copy", to: ["ada@example.com"], version: 1, submission },
        publicUrl: "https://forms.example.com/",
      });
    };
    const mail = await mailOf(formId, "edit-mail");
    const link =
      /Edit my answers: (https:\/\/forms\.example\.com\/f\/edit-mail\?edit=(\S+))\n$/.exec(
        mail.text,
      );
    expect(link).not.toBeNull();
    const found = await findEditLink(db, {
      token: decodeURIComponent(link?.[2] ?? ""),
      slug: "edit-mail",
    });
    expect(found.status).toBe("ok");
    expect((await mailOf(plainId, "edit-mail-plain")).text).not.toContain("Edit my answers");
  });
});
