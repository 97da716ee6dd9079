import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocument } from "../../../../../packages/core/src/test/order-form";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm } from "./forms";
import { submitForm } from "./submissions/submit-form";
import { numericVariableStats } from "./variable-stats";

// Issue 32 §2: the distribution of each numeric variable, for the submissions page's charts.

describe.each(databaseTargets)("numeric variables' distributions on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(
      conn.db,
      orderDocument(
        [
          { name: "extrasCount", expression: "count(extras)", label: "Extras chosen" },
          { name: "total", expression: "price * quantity", label: "Total" },
          { name: "band", expression: "if(total >= 100, 'high', 'low')" },
          { name: "perItem", expression: "price / quantity" },
        ],
        { slug: "variable-stats" },
      ),
    );
    formId = form.id;
    await publishForm(conn.db, form.id);
    const answers = [
      { price: 0.5, quantity: 1, extras: ["gift"] },
      { price: 10, quantity: 1, extras: ["gift", "card"] },
      { price: 100, quantity: 1 },
      { price: 25, quantity: 2, extras: ["card"] },
    ];
    for (const [i, data] of answers.entries()) {
      await submitForm(conn.db, { slug: "variable-stats", data, idempotencyKey: `stats-${i}` });
    }
    // A row stored without its values (as before migration 0017) is charted too.
    await submitForm(conn.db, {
      slug: "variable-stats",
      data: { price: 4, quantity: 0 },
      idempotencyKey: "stats-old",
    });
    await conn.db.execute(
      sql`update submissions set variables = null where idempotency_key = 'stats-old'`,
    );
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("counts whole values one bar each and others in ten ranges, in column order, texts and nothing left out", async () => {
    const stats = await numericVariableStats(conn.db, { formId });
    // `band` is text; `perItem` of the last one is nothing (÷ 0), its others are numbers.
    expect(stats.map((s) => s.name)).toEqual(["extrasCount", "total", "perItem"]);
    const [extras, total, perItem] = stats;
    expect(extras).toEqual({
      name: "extrasCount",
      label: "Extras chosen",
      answers: 5,
      min: 0,
      max: 2,
      mean: 0.8,
      buckets: [
        { label: "0", from: 0, to: 0, count: 2 },
        { label: "1", from: 1, to: 1, count: 2 },
        { label: "2", from: 2, to: 2, count: 1 },
      ],
    });
    // 0.5, 10, 100, 50 and 0: ten ranges of 10 from 0 to 100, the last including 100.
    expect(total).toMatchObject({ label: "Total", answers: 5, min: 0, max: 100, mean: 32.1 });
    expect(total!.buckets.map((b) => [b.label, b.count])).toEqual([
      ["0–10", 2],
      ["10–20", 1],
      ["20–30", 0],
      ["30–40", 0],
      ["40–50", 0],
      ["50–60", 1],
      ["60–70", 0],
      ["70–80", 0],
      ["80–90", 0],
      ["90–100", 1],
    ]);
    expect(perItem).toMatchObject({ answers: 4, min: 0.5, max: 100, mean: 30.75 });
  });
});
