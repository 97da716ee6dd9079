import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { respondentFiles } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { localDiskStorage } from "../../storage/local-disk-storage";
import { databaseTargets } from "../../testing/databases";
import { createForm, publishForm } from "../forms";
import { submissionStats } from "../submission-stats";
import { deleteSubmission } from "../submissions/delete-submission";
import { submitForm } from "../submissions/submit-form";
import { prepareSubmissionsExport } from "../submissions-export";
import { notAnUploadMessage } from "./claim-respondent-files";
import { openRespondentFile } from "./open-respondent-file";
import { FileTooLargeError, saveRespondentFile, typeRefusedMessage } from "./save-respondent-file";
import { sweepRespondentFiles } from "./sweep-respondent-files";

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5000, 0x41)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const document = {
  slug: "apply",
  title: "Apply",
  blocks: [
    { type: "text", name: "fullName", label: "Full name" },
    {
      type: "file",
      name: "cv",
      label: "CV",
      required: true,
      accept: [".pdf"],
      maxFiles: 2,
      maxSizeMb: 0.01,
    },
    { type: "file", name: "photo", label: "Photo", accept: ["image/*"] },
    { type: "signature", name: "sign", label: "Signature" },
  ],
};

/** A body that arrives in chunks, as a request does. */
function body(data: Buffer, chunk = 1024): AsyncIterable<Buffer> {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunk) parts.push(data.subarray(i, i + chunk));
  return Readable.from(parts);
}

describe.each(databaseTargets)("respondent files on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let storage: FileStorage;
  let dir: string;
  let keyCount = 0;
  let formId = "";
  const save = (fieldName: string, name: string, data: Buffer, serverLimitBytes = 10_000_000) =>
    saveRespondentFile(conn.db, storage, {
      slug: "apply",
      fieldName,
      name,
      body: body(data),
      serverLimitBytes,
    });
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "apply", data, idempotencyKey: `k${++keyCount}` });

  beforeAll(async () => {
    conn = await open();
    dir = mkdtempSync(path.join(os.tmpdir(), "fw-respondent-files-"));
    storage = localDiskStorage(dir);
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("stores a file with the type read from its bytes, bound to the form and field", async () => {
    const ref = await save("cv", "my cv.pdf", PDF);
    expect(ref).toMatchObject({ name: "my cv.pdf", size: PDF.length, type: "application/pdf" });
    const [row] = await conn.db
      .select()
      .from(respondentFiles)
      .where(eq(respondentFiles.id, ref.id));
    expect(row).toMatchObject({ fieldName: "cv", submissionId: null, byteSize: PDF.length });
    expect(existsSync(path.join(dir, row!.storageKey))).toBe(true);
    // Never a name the public image route serves.
    expect(row!.storageKey).not.toMatch(/\.(png|jpg|webp|avif|gif)$/);
  });

  it("stores and serves a file under a name ending in the extension of the type read from its bytes", async () => {
    const renamed = await save("photo", "x.exe", PNG);
    expect(renamed).toMatchObject({ name: "x.exe.png", type: "image/png" });
    const kept = await save("photo", "holiday.PNG", PNG);
    expect(kept.name).toBe("holiday.PNG");
    const sent = await submit({ cv: [await save("cv", "cv.pdf", PDF)], photo: [renamed] });
    expect(sent.fieldErrors).toEqual([]);
    expect(await openRespondentFile(conn.db, storage, renamed.id)).toMatchObject({
      name: "x.exe.png",
      type: "image/png",
    });
  });

  it("refuses a file whose bytes are not a type the field takes, whatever its name", async () => {
    await expect(save("cv", "renamed.pdf", PNG)).rejects.toThrow(typeRefusedMessage("renamed.pdf"));
    await expect(save("sign", "signature.png", PDF)).rejects.toThrow(/is not a type/);
  });

  it("stops a file past the field's limit while it streams, and keeps nothing", async () => {
    const before = readdirSync(dir).length;
    const big = Buffer.concat([PDF, Buffer.alloc(20_000, 0x41)]);
    await expect(save("cv", "big.pdf", big)).rejects.toBeInstanceOf(FileTooLargeError);
    // The server's limit wins over a larger field limit.
    await expect(
      save("photo", "p.png", Buffer.concat([PNG, Buffer.alloc(5000)]), 2000),
    ).rejects.toThrow("The file is larger than the limit of");
    expect(readdirSync(dir).length).toBe(before);
  });

  it("keeps nothing of an upload cancelled midway", async () => {
    const before = readdirSync(dir).length;
    async function* cancelled() {
      yield PDF.subarray(0, 4500);
      yield PDF.subarray(4500, 4800);
      throw new Error("aborted");
    }
    await expect(
      saveRespondentFile(conn.db, storage, {
        slug: "apply",
        fieldName: "cv",
        name: "a.pdf",
        body: cancelled(),
        serverLimitBytes: 1e7,
      }),
    ).rejects.toThrow("aborted");
    expect(readdirSync(dir).length).toBe(before);
  });

  it("refuses an unknown form or a field that takes no uploads", async () => {
    await expect(
      saveRespondentFile(conn.db, storage, {
        slug: "nope",
        fieldName: "cv",
        name: "a.pdf",
        body: body(PDF),
        serverLimitBytes: 1e7,
      }),
    ).rejects.toThrow("Form not found");
    await expect(save("fullName", "a.pdf", PDF)).rejects.toThrow(
      'The form has no file or signature field named "fullName"',
    );
  });

  it("binds the files to the submission and serves only sent files", async () => {
    const cv = await save("cv", "cv.pdf", PDF);
    const drawing = await save("sign", "signature.png", PNG);
    const unsent = await save("cv", "other.pdf", PDF);
    const result = await submit({ cv: [cv], sign: { file: drawing, name: "Ada Lovelace" } });
    expect(result.fieldErrors).toEqual([]);
    const rows = await conn.db.select().from(respondentFiles);
    expect(rows.find((r) => r.id === cv.id)?.submissionId).toBe(result.submissionId);
    expect(rows.find((r) => r.id === drawing.id)?.submissionId).toBe(result.submissionId);
    const opened = await openRespondentFile(conn.db, storage, cv.id);
    expect(opened).toMatchObject({ name: "cv.pdf", type: "application/pdf", size: PDF.length });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    expect(await openRespondentFile(conn.db, storage, unsent.id)).toBeNull();
  });

  it("refuses a file already sent, one of another field, or with another name, size or type", async () => {
    const cv = await save("cv", "cv.pdf", PDF);
    expect((await submit({ cv: [cv] })).fieldErrors).toEqual([]);
    expect((await submit({ cv: [cv] })).fieldErrors).toEqual([
      { name: "cv", message: notAnUploadMessage("CV", "cv.pdf") },
    ]);
    const photo = await save("photo", "p.png", PNG);
    const fresh = await save("cv", "fresh.pdf", PDF);
    // A photo's id given to the CV field (with a PDF's attributes).
    expect(
      (await submit({ cv: [{ ...photo, name: "p.pdf", type: "application/pdf" }] })).fieldErrors,
    ).toEqual([{ name: "cv", message: notAnUploadMessage("CV", "p.pdf") }]);
    expect((await submit({ cv: [{ ...fresh, size: fresh.size - 1 }] })).fieldErrors).toEqual([
      { name: "cv", message: notAnUploadMessage("CV", "fresh.pdf") },
    ]);
    expect((await submit({ cv: [{ ...fresh, name: "renamed.pdf" }] })).fieldErrors).toHaveLength(1);
    // A refused submission binds nothing: the file is still free for the next one.
    const [row] = await conn.db
      .select()
      .from(respondentFiles)
      .where(eq(respondentFiles.id, fresh.id));
    expect(row?.submissionId).toBeNull();
    expect((await submit({ cv: [fresh], photo: [photo] })).fieldErrors).toEqual([]);
  });

  it("takes the same submission again with its idempotency key", async () => {
    const cv = await save("cv", "cv.pdf", PDF);
    const first = await submitForm(conn.db, {
      slug: "apply",
      data: { cv: [cv] },
      idempotencyKey: "retry",
    });
    const again = await submitForm(conn.db, {
      slug: "apply",
      data: { cv: [cv] },
      idempotencyKey: "retry",
    });
    expect(again).toEqual(first);
  });

  it("sweeps uploads never sent (or whose submission was deleted) after a day, and only those", async () => {
    const unsent = await save("cv", "unsent.pdf", PDF);
    const sent = await save("cv", "sent.pdf", PDF);
    const deleted = await save("cv", "deleted.pdf", PDF);
    expect((await submit({ cv: [sent] })).fieldErrors).toEqual([]);
    const gone = await submit({ cv: [deleted] });
    await deleteSubmission(conn.db, gone.submissionId!);
    const keyOf = async (id: string) =>
      (await conn.db.select().from(respondentFiles).where(eq(respondentFiles.id, id)))[0]
        ?.storageKey;
    const unsentKey = await keyOf(unsent.id);
    // Within the day: nothing is removed.
    expect(
      await sweepRespondentFiles(conn.db, storage, new Date(Date.now() + 23 * 3_600_000)),
    ).toBe(0);
    const removed = await sweepRespondentFiles(
      conn.db,
      storage,
      new Date(Date.now() + 25 * 3_600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await keyOf(unsent.id)).toBeUndefined();
    expect(await keyOf(deleted.id)).toBeUndefined();
    expect(existsSync(path.join(dir, unsentKey!))).toBe(false);
    expect(await keyOf(sent.id)).toBeDefined();
    expect(await openRespondentFile(conn.db, storage, sent.id)).not.toBeNull();
  });

  it("writes file names and signatures in the CSV, and counts answers and files in the stats", async () => {
    const a = await save("cv", "a=1.pdf", PDF);
    const b = await save("cv", "b.pdf", PDF);
    const drawing = await save("sign", "signature.png", PNG);
    const stored = await submit({ cv: [a, b], sign: { file: drawing, name: "Ada Lovelace" } });
    expect(stored.fieldErrors).toEqual([]);
    const csv = await prepareSubmissionsExport(conn.db, { formId, answers: "labels" });
    let text = "";
    for await (const chunk of csv.chunks()) text += chunk.text;
    const line = text.split("\r\n").find((l) => l.startsWith(stored.submissionId!));
    // In each type's words (core's answerWords), as the table, details and mail say them.
    expect(line).toContain(
      ',"a=1.pdf (5.0 kB), b.pdf (5.0 kB)",,Ada Lovelace: Signed (signature.png)',
    );
    const values = await prepareSubmissionsExport(conn.db, { formId, answers: "values" });
    let valuesText = "";
    for await (const chunk of values.chunks()) valuesText += chunk.text;
    const valuesLine = valuesText.split("\r\n").find((l) => l.startsWith(stored.submissionId!));
    // With stored values: the file names, and a signature's typed name and whether it is drawn.
    expect(valuesLine).toContain(',"a=1.pdf, b.pdf",,Ada Lovelace (signed)');
    const stats = await submissionStats(conn.db, { formId });
    const cv = stats.uploadFields.find((f) => f.name === "cv");
    const sign = stats.uploadFields.find((f) => f.name === "sign");
    const rows = await conn.db.select().from(respondentFiles);
    const sentCv = rows.filter((r) => r.fieldName === "cv" && r.submissionId !== null).length;
    expect(cv).toMatchObject({ type: "file", label: "CV", files: sentCv });
    expect(cv!.answered).toBe(stats.total);
    expect(sign).toMatchObject({ type: "signature", answered: 2, files: 2 });
  });
});
