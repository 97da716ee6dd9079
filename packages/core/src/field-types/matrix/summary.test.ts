import { describe, expect, it } from "vitest";
import { answerWords } from "../../answers/answer-words";
import type { MatrixBlock } from "./block";
import { matrixSummary } from "./summary";

const rows = [
  { value: "texture", label: "Texture" },
  { value: "price", label: "Price" },
];
const columns = [
  { value: "bad", label: "Bad" },
  { value: "good", label: "Good" },
];
const block: MatrixBlock = { type: "matrix", name: "taste", label: "Taste", rows, columns };
const tally = new Map([["texture", new Map([["good", 2]])]]);

describe("matrixSummary", () => {
  it("counts each column in each row, zero counts included", () => {
    expect(matrixSummary.kind).toBe("cross-tab");
    const summary = matrixSummary.summarise({ block, field: { rows, columns }, tally });
    expect(summary).toEqual({
      multiple: false,
      rows: [
        {
          value: "texture",
          label: "Texture",
          columns: [
            { value: "bad", label: "Bad", count: 0 },
            { value: "good", label: "Good", count: 2 },
          ],
        },
        {
          value: "price",
          label: "Price",
          columns: [
            { value: "bad", label: "Bad", count: 0 },
            { value: "good", label: "Good", count: 0 },
          ],
        },
      ],
    });
  });

  it("labels rows and columns as the answer words do, older versions' included", () => {
    // The field's rows and columns merged across versions: "meh" only an older version offered.
    const field = { rows, columns: [...columns, { value: "meh", label: "So-so" }] };
    const summary = matrixSummary.summarise({ block, field, tally });
    const [texture] = summary.rows;
    for (const column of texture?.columns ?? []) {
      expect(`${texture?.label}: ${column.label}`).toBe(
        answerWords({ type: "matrix", ...field }, { texture: column.value }),
      );
    }
    expect(texture?.columns.map((c) => c.label)).toEqual(["Bad", "Good", "So-so"]);
  });

  it("says whether the newest version takes several columns per row", () => {
    const summary = matrixSummary.summarise({
      block: { ...block, multiple: true },
      field: { rows, columns },
      tally,
    });
    expect(summary.multiple).toBe(true);
  });
});
