import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { fieldSummaries } from "./field-summaries/field-summaries";
import { createForm, publishForm } from "./forms";
import { submitForm } from "./submissions/submit-form";
import { prepareSubmissionsExport } from "./submissions-export";

const document = {
  slug: "taste-test",
  title: "Taste test",
  blocks: [
    {
      type: "matrix",
      name: "taste",
      label: "Taste",
      required: true,
      rows: [
        { label: "Texture", value: "texture" },
        { label: "Price", value: "price" },
      ],
      columns: [
        { label: "Bad", value: "bad" },
        { label: "Good", value: "good" },
      ],
    },
    {
      type: "ranking",
      name: "fruit",
      label: "Fruit",
      options: [
        { label: "Apples", value: "apples" },
        { label: "Pears", value: "pears" },
        { label: "Plums", value: "plums" },
      ],
    },
  ],
};

describe.each(databaseTargets)("matrix and ranking on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  let n = 0;
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "taste-test", data, idempotencyKey: `k${++n}` });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("the server refuses malformed matrix and ranking answers with field errors", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ taste: {} }, "taste", "Taste is required"],
      [{ taste: { texture: "good" } }, "taste", "Taste: answer every row (missing: Price)"],
      [
        { taste: { texture: "good", smell: "bad" } },
        "taste",
        "Taste has a row that is not offered",
      ],
      [
        { taste: { texture: "great", price: "bad" } },
        "taste",
        "Taste has a choice that is not offered",
      ],
      [{ taste: ["good"] }, "taste", "Taste has a value of the wrong type"],
      [
        { taste: { texture: "good", price: "bad" }, fruit: ["apples", "pears"] },
        "fruit",
        "Fruit must rank every option exactly once",
      ],
      [
        { taste: { texture: "good", price: "bad" }, fruit: ["apples", "pears", "pears"] },
        "fruit",
        "Fruit must rank every option exactly once",
      ],
    ];
    for (const [data, name, message] of cases) {
      const result = await submit(data);
      expect(result.submissionId).toBeNull();
      expect(result.fieldErrors).toContainEqual({ name, message });
    }
  });

  it("counts a matrix per row and column, and ranks options by mean rank", async () => {
    for (const data of [
      { taste: { texture: "good", price: "bad" }, fruit: ["pears", "apples", "plums"] },
      { taste: { texture: "good", price: "good" }, fruit: ["pears", "plums", "apples"] },
      { taste: { texture: "bad", price: "good" } },
    ]) {
      expect((await submit(data)).fieldErrors).toEqual([]);
    }
    const [taste] = await fieldSummaries(conn.db, { formId, kind: "cross-tab" });
    expect(taste?.rows).toEqual([
      {
        value: "texture",
        label: "Texture",
        columns: [
          { value: "bad", label: "Bad", count: 1 },
          { value: "good", label: "Good", count: 2 },
        ],
      },
      {
        value: "price",
        label: "Price",
        columns: [
          { value: "bad", label: "Bad", count: 1 },
          { value: "good", label: "Good", count: 2 },
        ],
      },
    ]);
    const [fruit] = await fieldSummaries(conn.db, { formId, kind: "mean-rank" });
    expect(fruit?.responses).toBe(2);
    expect(fruit?.options).toEqual([
      { value: "pears", label: "Pears", meanRank: 1, count: 2 },
      { value: "apples", label: "Apples", meanRank: 2.5, count: 2 },
      { value: "plums", label: "Plums", meanRank: 2.5, count: 2 },
    ]);
  });

  it("writes one CSV column per matrix row, labels by default", async () => {
    const chunks: string[] = [];
    for await (const chunk of (await prepareSubmissionsExport(conn.db, { formId })).chunks()) {
      chunks.push(chunk.text);
    }
    const lines = chunks.join("").split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFSubmission ID,Submitted at (UTC),Version,Taste: Texture,Taste: Price,Fruit",
    );
    const cells = lines.slice(1, 4).map((line) => line.split(",").slice(3).join(","));
    expect(cells).toContain('Good,Bad,"Pears, Apples, Plums"');
    expect(cells).toContain("Bad,Good,");
  });
});
