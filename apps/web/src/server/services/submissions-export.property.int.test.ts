import { isStorableText } from "@formwright/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { hostileValueText, numberText, objectText, stringText } from "../testing/hostile-json";
import { CSV_BOM, CSV_EOL } from "./csv";
import { createForm, publishForm } from "./forms";
import { answerCell, exportHeader, prepareSubmissionsExport } from "./submissions-export";

const NAMES = ["fullName", "email", "amount", "notes", "tags", "consent"] as const;

const document = {
  slug: "hostile-export",
  title: "Hostile export",
  blocks: NAMES.map((name) => ({ type: "text", name, label: `Label of ${name}` })),
};

/** Whether PostgreSQL can hold the value: every text and key well-formed and without NUL. */
function isStorable(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorable);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([k, v]) => isStorableText(k) && isStorable(v));
  }
  return true;
}

/** JSON text of a list of everyday strings, escapes now and then: what choice fields store. */
const choiceListText = fc
  .array(
    fc.string({ unit: fc.constantFrom("a", "Z", "é", " ", ",", "=", "-", '"'), maxLength: 6 }),
    {
      maxLength: 4,
    },
  )
  .map((items) => JSON.stringify(items));

const answerText = fc.oneof(
  { arbitrary: stringText, weight: 4 },
  { arbitrary: choiceListText, weight: 2 },
  { arbitrary: numberText, weight: 2 },
  { arbitrary: hostileValueText, weight: 3 },
);

/** Documents with some of NAMES answered by hostile JSON of any type. */
const hostileData = fc
  .array(fc.tuple(fc.constantFrom(...NAMES), answerText), { maxLength: NAMES.length })
  .map((entries) => JSON.parse(objectText(entries)) as Record<string, unknown>)
  .filter(isStorable);

/**
 * The export as the first version wrote it, from documents parsed by the
 * driver: the reference the database-side extraction must match byte for byte.
 */
function referenceRecord(row: {
  id: string;
  createdAt: Date;
  version: number;
  data: unknown;
}): string {
  const data = row.data as Record<string, unknown>;
  const cells = [row.id, row.createdAt.toISOString(), String(row.version)];
  for (const name of NAMES)
    cells.push(answerCell(Object.hasOwn(data, name) ? data[name] : undefined));
  return cells.join(",") + CSV_EOL;
}

describe.each(databaseTargets)("the export of hostile answers on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
    const samples = fc.sample(hostileData, { numRuns: 300, seed: 20_261_121 });
    const start = Date.parse("2026-05-01T00:00:00.000Z");
    await conn.db.insert(submissions).values(
      samples.map((data, n) => ({
        id: `00000000-0000-7000-b000-${String(n).padStart(12, "0")}`,
        formId,
        version: 1,
        // Runs of three rows share a millisecond: the id orders them.
        createdAt: new Date(start + Math.floor(n / 3)),
        data,
        idempotencyKey: `h${n}`,
      })),
    );
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("writes every cell exactly as encoding the parsed answer does, across many batches", async () => {
    const stored = await conn.db.query.submissions.findMany({
      where: (s, { eq }) => eq(s.formId, formId),
      orderBy: (s, { asc }) => [asc(s.createdAt), asc(s.id)],
    });
    const fields = NAMES.map((name) => ({
      name,
      label: `Label of ${name}`,
      type: "text" as const,
      isCurrent: true,
      options: [],
    }));
    const expected = CSV_BOM + exportHeader(fields) + stored.map(referenceRecord).join("");

    const csv = await prepareSubmissionsExport(conn.db, { formId, batchSize: 7 });
    let text = "";
    let rows = 0;
    for await (const chunk of csv.chunks()) {
      text += chunk.text;
      rows += chunk.rows;
    }
    expect(rows).toBe(stored.length);
    expect(text).toBe(expected);
  });
});
