import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeAnswers,
  everyFieldTypeDocument,
} from "../../../../../packages/core/src/test/every-field-type";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { csvTextCell } from "./csv";
import { createForm, publishForm } from "./forms";
import { prepareSubmissionsExport } from "./submissions-export";

const SUBMISSION_ID = "0193a1b2-c3d4-7e5f-8a9b-0000000000aa";

/** The CSV with labels as header → cell, from its header and one record (no quoted commas in headers). */
function cellsByHeader(text: string): Map<string, string> {
  const [header = "", record = ""] = text.replace(/^\uFEFF/, "").split("\r\n");
  const cells: string[] = [];
  for (const match of record.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    cells.push(match[1] ?? "");
    if (match[2] === "") break;
  }
  const headers = header.split(",");
  return new Map(headers.map((h, i) => [h, cells[i] ?? ""]));
}

describe.each(databaseTargets)("the CSV says every type's answer in words on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let cells: Map<string, string>;

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, everyFieldTypeDocument);
    await publishForm(conn.db, form.id);
    // Stored as is: the uploads the file and signature answers name need not exist for the export.
    await conn.db.insert(submissions).values({
      id: SUBMISSION_ID,
      formId: form.id,
      version: 1,
      data: everyFieldTypeAnswers,
      idempotencyKey: "every-type",
    });
    const csv = await prepareSubmissionsExport(conn.db, { formId: form.id, answers: "labels" });
    let text = "";
    for await (const chunk of csv.chunks()) text += chunk.text;
    cells = cellsByHeader(text);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it.each(EVERY_FIELD_TYPE)("writes a $block.type answer in words", ({ block, words, csv }) => {
    // A field that writes several columns (a matrix: one per row) says which, and their cells.
    const expected = Object.entries(csv ?? { [block.label]: words });
    expect(expected.map(([header]) => [header, cells.get(header)])).toEqual(
      expected.map(([header, cell]) => [header, csvTextCell(cell)]),
    );
  });
});
