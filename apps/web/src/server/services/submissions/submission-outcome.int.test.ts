import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocument } from "../../../../../../packages/core/src/test/order-form";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import { ServiceError } from "../errors";
import { createForm, publishForm, updateForm } from "../forms";
import { prepareSubmissionsExport } from "../submissions-export";
import { ENDING_FILTER_INVALID, listSubmissions } from "./list-submissions";
import { submitBatchCounts } from "./submit-batch";
import { submitForm } from "./submit-form";

// Issue 32 §1 and §3: a submission's variables and the ending shown are
// stored with it, and the table filters by the ending.

const orderForm = (slug: string, totalExpression = "price * quantity") =>
  orderDocument([{ name: "total", expression: totalExpression, label: "Total" }], {
    slug,
    endings: [
      {
        id: "big",
        title: "Big order",
        when: { all: [{ field: "total", op: "greaterThan", value: 99 }] },
      },
      { id: "small", title: "Thanks" },
    ],
  });

describe.each(databaseTargets)("a submission's variables and ending on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, orderForm("outcome"));
    formId = form.id;
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  const submit = (data: Record<string, unknown>, key: string) =>
    submitForm(conn.db, { slug: "outcome", data, idempotencyKey: key });

  async function storedRow(id: string) {
    const result = (await conn.db.execute(
      sql`select variables, ending from submissions where id = ${id}::uuid`,
    )) as unknown as { rows: Array<{ variables: unknown; ending: string | null }> };
    return result.rows[0];
  }

  const list = (input: { ending?: string | null; search?: string | null } = {}) =>
    listSubmissions(conn.db, { formSlug: "outcome", first: 100, ...input });

  it("are stored in the row when it is stored, alone and in a batch", async () => {
    const alone = await submit({ price: 51, quantity: 3 }, "alone");
    expect(await storedRow(alone.submissionId!)).toEqual({
      variables: { total: 153 },
      ending: "big",
    });
    const before = submitBatchCounts(conn.db);
    const together = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit({ price: i * 10, quantity: 1 }, `batch-${i}`)),
    );
    expect(submitBatchCounts(conn.db).batches).toBeGreaterThan(before.batches);
    for (const [i, result] of together.entries()) {
      expect(await storedRow(result.submissionId!)).toEqual({
        variables: { total: i * 10 },
        ending: i * 10 > 99 ? "big" : "small",
      });
    }
  });

  it("are what the list reads, even after a later version changes the formula", async () => {
    await updateForm(conn.db, {
      id: formId,
      document: orderForm("outcome", "price * quantity * 100"),
    });
    await publishForm(conn.db, formId);
    const [first] = (await list({ search: null })).nodes.filter((n) =>
      Object.is((n.data as { price?: number }).price, 51),
    );
    expect(first).toMatchObject({ version: 1, variables: { total: 153 }, ending: "big" });
    // Version 2: 1 × 1 × 100 is a big order.
    const later = await submit({ price: 1, quantity: 1 }, "v2");
    expect(await storedRow(later.submissionId!)).toEqual({
      variables: { total: 100 },
      ending: "big",
    });
  });

  it("filter the list by ending, counting only those", async () => {
    const big = await list({ ending: "big" });
    // 51×3, 100 to 190 in the batch (10), and version 2's 1×1×100.
    expect(big.totalCount).toBe(12);
    expect(big.nodes.every((node) => node.ending === "big")).toBe(true);
    const small = await list({ ending: "small" });
    expect(small.totalCount).toBe(10);
    expect(small.nodes.every((node) => node.ending === "small")).toBe(true);
    expect((await list({ ending: "none-such" })).totalCount).toBe(0);
    // With a search too: both must hold.
    expect((await list({ ending: "small", search: "90" })).nodes.map((n) => n.data)).toEqual([
      { price: 90, quantity: 1 },
    ]);
  });

  it("refuses an ending filter that no ending id can be", async () => {
    for (const ending of ["", "a b", "x".repeat(65), "big'--"]) {
      const refused = await list({ ending }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).message).toBe(ENDING_FILTER_INVALID);
    }
  });

  it("are computed for a row stored without them, and stored once it is filtered", async () => {
    const old = await submit({ price: 2, quantity: 1 }, "old-row");
    const id = old.submissionId!;
    // As a row stored before migration 0017 (or by the previous release) is.
    await conn.db.execute(
      sql`update submissions set variables = null, ending = null where id = ${id}::uuid`,
    );
    const listed = (await list()).nodes.find((node) => node.id === id);
    expect(listed).toMatchObject({ variables: { total: 200 }, ending: "big" });
    // The CSV reads it the same way.
    const csv = await prepareSubmissionsExport(conn.db, { formId });
    let text = "";
    for await (const chunk of csv.chunks()) text += chunk.text;
    expect(
      text
        .split("\r\n")
        .find((line) => line.startsWith(id))
        ?.endsWith(",200,big"),
    ).toBe(true);
    expect(await storedRow(id)).toEqual({ variables: null, ending: null });
    const big = await list({ ending: "big" });
    expect(big.nodes.map((node) => node.id)).toContain(id);
    expect(big.totalCount).toBe(13);
    expect(await storedRow(id)).toEqual({ variables: { total: 200 }, ending: "big" });
  });
});
