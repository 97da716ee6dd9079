import { PassThrough, Writable } from "node:stream";
import { receiptNumber } from "@formwright/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { submissions } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { createForm, publishForm, updateForm } from "../forms";
import { PDF_ZIP_BATCH_SIZE, prepareSubmissionPdfsZip } from "./submission-pdfs";

const SOURCES = { publicUrl: "https://forms.example.com", storage: undefined };

/** The names of a zip's entries, in order, read from its local file headers. */
function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf("PK\u0003\u0004"); at !== -1; ) {
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const size = zip.readUInt32LE(at + 18);
    names.push(zip.toString("utf8", at + 30, at + 30 + nameLength));
    at = zip.indexOf("PK\u0003\u0004", at + 30 + nameLength + extraLength + size);
  }
  return names;
}

describe.each(databaseTargets)("a form's submissions as a zip of PDFs on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  // More than two batches, many sharing one time: the cursor's tie on the id is crossed.
  const count = PDF_ZIP_BATCH_SIZE * 2 + 7;
  const ids = Array.from(
    { length: count },
    (_, i) => `00000000-0000-7000-8000-${String(i + 1).padStart(12, "0")}`,
  );

  beforeAll(async () => {
    conn = await open();
    const document = {
      slug: "zip",
      title: "Zip",
      blocks: [{ type: "text", name: "name", label: "Name" }],
    };
    formId = (await createForm(conn.db, document)).id;
    await publishForm(conn.db, formId);
    await updateForm(conn.db, {
      id: formId,
      document: { ...document, blocks: [{ type: "text", name: "name", label: "Full name" }] },
    });
    await publishForm(conn.db, formId);
    await conn.db.insert(submissions).values(
      ids.map((id, i) => ({
        id,
        formId,
        version: i < 60 ? 1 : 2,
        data: { name: `Person ${i + 1}` },
        idempotencyKey: id,
        // Three submissions per millisecond.
        createdAt: new Date(Date.UTC(2026, 2, 1, 10, 0, 0, Math.floor(i / 3))),
      })),
    );
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("writes one PDF per submission, oldest first (ties by id), across batches and versions", async () => {
    const zip = await prepareSubmissionPdfsZip(conn.db, formId, SOURCES);
    expect(zip.fileName).toMatch(/^zip-submissions-\d{4}-\d{2}-\d{2}\.zip$/);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const written = await zip.write(out);
    expect(written).toBe(count);
    const bytes = Buffer.concat(chunks);
    const names = entryNames(bytes);
    expect(names).toHaveLength(count);
    expect(names).toEqual(ids.map((id) => `zip-${receiptNumber(id)}.pdf`));
  });

  it("makes the next PDF only when the reader has taken the last", async () => {
    const zip = await prepareSubmissionPdfsZip(conn.db, formId, SOURCES);
    let taken = 0;
    let releaseReader: () => void = () => {};
    // A reader that takes one write, then waits until told to go on.
    const slow = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        taken++;
        releaseReader = callback;
      },
    });
    const writing = zip.write(slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stalledAt = taken;
    expect(stalledAt).toBeLessThanOrEqual(3);
    slow.destroy();
    releaseReader();
    expect(await writing).toBeLessThanOrEqual(2);
  });

  it("names an unknown form", async () => {
    await expect(
      prepareSubmissionPdfsZip(conn.db, "00000000-0000-4000-8000-000000000000", SOURCES),
    ).rejects.toThrow("Form not found");
  });
});
