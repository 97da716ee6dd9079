import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../document/parse-form-document";
import { type MatrixBlock, matrixFieldDocument } from "./block";
import { compileMatrixField, matrixRequiredError } from "./compile";

const block: MatrixBlock = {
  type: "matrix",
  name: "taste",
  label: "Taste",
  rows: [
    { label: "Texture", value: "texture" },
    { label: "Price", value: "price" },
    { label: "Colour", value: "colour" },
  ],
  columns: [
    { label: "Bad", value: "bad" },
    { label: "Good", value: "good" },
  ],
};

describe("compileMatrixField", () => {
  const validate = compileMatrixField(block);

  it("keeps one column per answered row, in the block's row order", () => {
    expect(validate({ price: "good", texture: "bad" })).toEqual({
      value: { texture: "bad", price: "good" },
    });
  });

  it("stores nothing for an optional matrix left empty", () => {
    expect(validate({})).toEqual({ value: undefined });
    expect(validate(undefined)).toEqual({ value: undefined });
  });

  it("refuses rows and columns that are not offered, and wrong shapes", () => {
    expect(validate({ smell: "good" })).toEqual({ error: "Taste has a row that is not offered" });
    expect(validate({ price: "great" })).toEqual({
      error: "Taste has a choice that is not offered",
    });
    expect(validate({ price: ["good"] })).toEqual({
      error: "Taste has a value of the wrong type",
    });
    expect(validate(["good"])).toEqual({ error: "Taste has a value of the wrong type" });
    expect(validate("good")).toEqual({ error: "Taste has a value of the wrong type" });
  });

  it("required: '{label} is required' when nothing is answered, the missing rows otherwise", () => {
    const required = compileMatrixField({ ...block, required: true });
    expect(required({})).toEqual({ error: "Taste is required" });
    expect(required(undefined)).toEqual({ error: "Taste is required" });
    expect(required({ price: "good" })).toEqual({
      error: "Taste: answer every row (missing: Texture, Colour)",
    });
    expect(required({ price: "good", texture: "bad", colour: "bad" })).toHaveProperty("value");
  });

  it("with multiple, takes an array of columns per row, repeats kept once", () => {
    const multi = compileMatrixField({ ...block, multiple: true, required: true });
    expect(multi({ texture: ["good", "bad", "good"], price: ["bad"], colour: ["good"] })).toEqual({
      value: { texture: ["good", "bad"], price: ["bad"], colour: ["good"] },
    });
    expect(multi({ texture: "good" })).toEqual({ error: "Taste has a value of the wrong type" });
    expect(multi({ texture: ["good"], price: [], colour: ["bad"] })).toEqual({
      error: "Taste: answer every row (missing: Price)",
    });
  });

  it("matrixRequiredError is undefined when every row is answered", () => {
    expect(matrixRequiredError(block, { texture: "a", price: "b", colour: "c" })).toBeUndefined();
  });
});

describe("matrixFieldDocument", () => {
  it("reads a post without scripts from <name>[<row>] inputs", () => {
    const posted = new Map([
      ["taste[texture]", ["good"]],
      ["taste[price]", [""]],
    ]);
    const answer = matrixFieldDocument.fromFormPostEntries?.(block, (n) => posted.get(n) ?? []);
    expect(answer).toEqual({ texture: "good" });
    const multi = matrixFieldDocument.fromFormPostEntries?.({ ...block, multiple: true }, (n) =>
      n === "taste[price]" ? ["bad", "good"] : [],
    );
    expect(multi).toEqual({ price: ["bad", "good"] });
  });

  it("prefills from the query string's nested object, dropping what is not offered", () => {
    expect(
      matrixFieldDocument.coercePrefill(block, { price: "good", smell: "good", colour: "x" }),
    ).toEqual({ price: "good" });
    expect(matrixFieldDocument.coercePrefill(block, "good")).toBeUndefined();
  });

  it("writes one CSV column per row and reads as 'Row: Column' lines", () => {
    expect(matrixFieldDocument.csvColumns?.(block).map((c) => c.header)).toEqual([
      "Taste: Texture",
      "Taste: Price",
      "Taste: Colour",
    ]);
    expect(matrixFieldDocument.answerText({ price: "good", texture: "bad" }, block)).toBe(
      "Texture: Bad; Price: Good",
    );
  });

  it("is refused by the document schema without rows or columns", () => {
    const result = parseFormDocument({
      slug: "t",
      title: "T",
      blocks: [{ type: "matrix", name: "m", label: "M", rows: [], columns: block.columns }],
    });
    expect(result.success).toBe(false);
  });
});

describe("matrix and ranking prefill from a query string", () => {
  it("reads ?taste[price]=good and ?fruit=b&fruit=a", async () => {
    const { prefillFromQueryString } = await import("../../prefill/prefill-from-query-string");
    const document = {
      slug: "t",
      title: "T",
      submitLabel: "Send",
      confirmation: { message: "Thanks" },
      blocks: [
        block,
        {
          type: "ranking" as const,
          name: "fruit",
          label: "Fruit",
          options: [
            { label: "A", value: "a" },
            { label: "B", value: "b" },
          ],
        },
      ],
    };
    expect(
      prefillFromQueryString({
        document,
        search: "?taste[price]=good&taste[smell]=x&fruit=b&fruit=a",
      }),
    ).toEqual({ taste: { price: "good" }, fruit: ["b", "a"] });
  });
});
