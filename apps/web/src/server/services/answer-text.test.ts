import { describe, expect, it } from "vitest";
import { answerText } from "./answer-text";
import { answerCell, exportHeader } from "./submissions-export";

describe("answerText", () => {
  it("joins several choices with a comma and a space", () => {
    expect(answerText(["sales", "support"])).toBe("sales, support");
    expect(answerText([])).toBe("");
  });

  it("shows a checkbox as Yes or No", () => {
    expect(answerText(true)).toBe("Yes");
    expect(answerText(false)).toBe("No");
  });

  it("writes numbers as JSON does and nothing as empty text", () => {
    expect(answerText(3.5)).toBe("3.5");
    expect(answerText(-2)).toBe("-2");
    expect(answerText(undefined)).toBe("");
    expect(answerText(null)).toBe("");
  });
});

describe("answerCell", () => {
  it("neutralises and quotes text answers", () => {
    expect(answerCell("=1+1")).toBe("'=1+1");
    expect(answerCell("a, b")).toBe('"a, b"');
    expect(answerCell(["=x", "y"])).toBe('"\'=x, y"');
  });

  it("writes numbers as numbers, negative ones included", () => {
    expect(answerCell(-5)).toBe("-5");
    expect(answerCell(3.25)).toBe("3.25");
  });

  it("writes a missing answer as an empty cell", () => {
    expect(answerCell(undefined)).toBe("");
  });
});

it("heads an export with the fixed columns, then the labels, neutralised", () => {
  const header = exportHeader([
    { name: "a", label: "Name, full", type: "text", isCurrent: true, options: [] },
    { name: "b", label: "=cost", type: "number", isCurrent: true, options: [] },
  ]);
  expect(header).toBe(`Submission ID,Submitted at (UTC),Version,"Name, full",'=cost\r\n`);
});
