import { describe, expect, it } from "vitest";
import { type RankingBlock, rankingFieldDocument } from "./block";
import { compileRankingField } from "./compile";

const block: RankingBlock = {
  type: "ranking",
  name: "fruit",
  label: "Fruit",
  options: [
    { label: "Apples", value: "apples" },
    { label: "Pears", value: "pears" },
    { label: "Plums", value: "plums" },
  ],
};

describe("compileRankingField", () => {
  const validate = compileRankingField(block);

  it("takes every option exactly once, in the respondent's order", () => {
    expect(validate(["plums", "apples", "pears"])).toEqual({
      value: ["plums", "apples", "pears"],
    });
  });

  it("refuses a ranking with an option missing, repeated or not offered", () => {
    const message = { error: "Fruit must rank every option exactly once" };
    expect(validate(["plums", "apples"])).toEqual(message);
    expect(validate(["plums", "apples", "apples"])).toEqual(message);
    expect(validate(["plums", "apples", "pears", "kiwis"])).toEqual(message);
    expect(validate(["plums", "apples", "kiwis"])).toEqual(message);
    expect(validate("plums")).toEqual({ error: "Fruit has a value of the wrong type" });
    expect(validate([1, 2, 3])).toEqual(message);
  });

  it("stores nothing when not ranked; required then says '{label} is required'", () => {
    expect(validate(null)).toEqual({ value: undefined });
    expect(validate([])).toEqual({ value: undefined });
    expect(compileRankingField({ ...block, required: true })(null)).toEqual({
      error: "Fruit is required",
    });
  });
});

describe("rankingFieldDocument", () => {
  it("prefills only a complete ranking", () => {
    expect(rankingFieldDocument.coercePrefill(block, ["pears", "plums", "apples"])).toEqual([
      "pears",
      "plums",
      "apples",
    ]);
    expect(rankingFieldDocument.coercePrefill(block, ["pears"])).toBeUndefined();
  });

  it("reads a post without scripts from one position per option", () => {
    const posted = new Map([
      ["fruit[apples]", ["3"]],
      ["fruit[pears]", ["1"]],
      ["fruit[plums]", ["2"]],
    ]);
    expect(rankingFieldDocument.fromFormPostEntries?.(block, (n) => posted.get(n) ?? [])).toEqual([
      "pears",
      "plums",
      "apples",
    ]);
  });

  it("reads as the labels in order", () => {
    expect(rankingFieldDocument.answerText(["pears", "apples"], block)).toBe("Pears, Apples");
  });
});
