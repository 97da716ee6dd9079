import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm, updateForm } from "./forms";
import { prepareSubmissionsExport } from "./submissions-export";

const version1 = {
  slug: "survey",
  title: "Survey",
  blocks: [
    { type: "text", name: "fullName", label: "Name" },
    {
      type: "checkboxGroup",
      name: "topics",
      label: "Topics",
      options: [
        { label: "Sales", value: "sales" },
        { label: "Support", value: "support" },
      ],
    },
    { type: "text", name: "phone", label: "Phone" },
    { type: "checkbox", name: "consent", label: "I agree" },
  ],
};

const version2 = {
  ...version1,
  blocks: [
    { type: "number", name: "age", label: "Age" },
    { type: "text", name: "fullName", label: "Full name" },
    version1.blocks[1],
    version1.blocks[3],
  ],
};

async function collect(csv: Awaited<ReturnType<typeof prepareSubmissionsExport>>) {
  const chunks: Array<{ text: string; rows: number }> = [];
  for await (const chunk of csv.chunks()) chunks.push(chunk);
  return chunks;
}

describe.each(databaseTargets)("submissions export on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, version1);
    formId = form.id;
    await publishForm(conn.db, formId);
    await updateForm(conn.db, { id: formId, document: version2 });
    await publishForm(conn.db, formId);
    const row = (id: string, at: string, version: number, data: Record<string, unknown>) => ({
      id,
      formId,
      version,
      data,
      idempotencyKey: id,
      createdAt: new Date(at),
    });
    await conn.db.insert(submissions).values([
      row("00000000-0000-7000-8000-000000000002", "2026-03-01T10:00:00.250Z", 1, {
        fullName: 'Ada "Countess" Lovelace',
        topics: ["sales", "support"],
        phone: "+44 20 7946 0000",
        consent: true,
      }),
      row("00000000-0000-7000-8000-000000000001", "2026-03-01T10:00:00.250Z", 1, {
        fullName: '=HYPERLINK("http://evil.example")',
        topics: [],
        phone: "-1",
        consent: false,
      }),
      row("00000000-0000-7000-8000-000000000003", "2026-03-02T08:30:00.000Z", 2, {
        age: -3.5,
        fullName: "Zoë Ångström, 東京\r\nline two",
        topics: ["support"],
        consent: true,
      }),
    ]);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("writes the exact CSV: BOM, header of labels, fields across versions, oldest first", async () => {
    const csv = await prepareSubmissionsExport(conn.db, {
      formId,
      answers: "values",
      now: new Date("2026-03-02T23:59:59.999Z"),
    });
    expect(csv.fileName).toBe("survey-values-2026-03-02.csv");
    const text = (await collect(csv)).map((c) => c.text).join("");
    expect(text).toBe(
      "\uFEFFSubmission ID,Submitted at (UTC),Version,Age,Full name,Topics,I agree,Phone\r\n" +
        `00000000-0000-7000-8000-000000000001,2026-03-01T10:00:00.250Z,1,,"'=HYPERLINK(""http://evil.example"")",,No,'-1\r\n` +
        `00000000-0000-7000-8000-000000000002,2026-03-01T10:00:00.250Z,1,,"Ada ""Countess"" Lovelace","sales, support",Yes,'+44 20 7946 0000\r\n` +
        `00000000-0000-7000-8000-000000000003,2026-03-02T08:30:00.000Z,2,-3.5,"Zoë Ångström, 東京\r\nline two",support,Yes,\r\n`,
    );
  });

  it("writes choices by their option's label by default", async () => {
    const text = (await collect(await prepareSubmissionsExport(conn.db, { formId })))
      .map((c) => c.text)
      .join("");
    expect(text).toContain(`"Ada ""Countess"" Lovelace","Sales, Support",Yes,`);
    expect(text).toContain(`line two",Support,Yes,`);
  });

  it("answers Form not found for an unknown or malformed id", async () => {
    await expect(
      prepareSubmissionsExport(conn.db, { formId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toThrow("Form not found");
    await expect(prepareSubmissionsExport(conn.db, { formId: "nope" })).rejects.toThrow(
      "Form not found",
    );
  });

  it("exports just the header for a form without submissions", async () => {
    const empty = await createForm(conn.db, { ...version1, slug: "empty" });
    const chunks = await collect(await prepareSubmissionsExport(conn.db, { formId: empty.id }));
    expect(chunks).toEqual([
      {
        text: "\uFEFFSubmission ID,Submitted at (UTC),Version,Name,Topics,Phone,I agree\r\n",
        rows: 0,
      },
    ]);
  });

  describe("with 5,000 submissions", () => {
    let bigId: string;
    const total = 5_000;
    beforeAll(async () => {
      const big = await createForm(conn.db, { ...version1, slug: "big" });
      bigId = big.id;
      await publishForm(conn.db, bigId);
      const start = Date.parse("2026-01-01T00:00:00.000Z");
      for (let offset = 0; offset < total; offset += 1_000) {
        await conn.db.insert(submissions).values(
          Array.from({ length: 1_000 }, (_, i) => {
            const n = offset + i;
            return {
              id: `00000000-0000-7000-a000-${String(n).padStart(12, "0")}`,
              formId: bigId,
              version: 1,
              // Pairs of rows share a millisecond: the id breaks the tie.
              createdAt: new Date(start + Math.floor(n / 2)),
              data: { fullName: `Person ${n}`, topics: ["sales"], consent: n % 2 === 0 },
              idempotencyKey: `k${n}`,
            };
          }),
        );
      }
    });

    it("streams every row once, in order, in batches no bigger than the batch size", async () => {
      const chunks = await collect(
        await prepareSubmissionsExport(conn.db, { formId: bigId, batchSize: 700 }),
      );
      const batches = chunks.slice(1);
      expect(batches).toHaveLength(Math.ceil(total / 700));
      for (const batch of batches) {
        expect(batch.rows).toBeLessThanOrEqual(700);
        expect(batch.text.split("\r\n").length - 1).toBe(batch.rows);
      }
      const lines = batches.flatMap((b) => b.text.split("\r\n").slice(0, -1));
      expect(lines).toHaveLength(total);
      const names = lines.map((line) => line.split(",")[3]);
      expect(names).toEqual(Array.from({ length: total }, (_, n) => `Person ${n}`));
    });

    it("leaves out rows stored after the export started", async () => {
      const csv = await prepareSubmissionsExport(conn.db, { formId: bigId, batchSize: 2_000 });
      const reader = csv.chunks();
      let rows = 0;
      let isFirst = true;
      for await (const chunk of reader) {
        rows += chunk.rows;
        if (isFirst) {
          isFirst = false;
          continue;
        }
        if (rows === 2_000) {
          await conn.db.insert(submissions).values({
            id: "00000000-0000-7000-9000-000000000000",
            formId: bigId,
            version: 1,
            data: { fullName: "Late" },
            idempotencyKey: "late",
          });
        }
      }
      expect(rows).toBe(total);
    });

    it("stops reading when the consumer stops", async () => {
      const reader = (
        await prepareSubmissionsExport(conn.db, { formId: bigId, batchSize: 100 })
      ).chunks();
      await reader.next();
      const first = await reader.next();
      expect(first.value?.rows).toBe(100);
      await reader.return();
      expect((await reader.next()).done).toBe(true);
    });
  });
});
