import { describe, expect, it } from "vitest";
import { exportLine, ROW_PART_SEPARATOR } from "./export-line";

const FIXED = "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11,2026-03-01T10:00:00.250Z,2";

/** A row as the database writes it: the fixed cells, then each answer's JSON text. */
const row = (...answers: string[]) => [FIXED, ...answers].join(ROW_PART_SEPARATOR);

describe("exportLine", () => {
  it("keeps the fixed cells and leaves missing answers and JSON null empty", () => {
    expect(exportLine(FIXED)).toBe(FIXED);
    expect(exportLine(row("", "null", ""))).toBe(`${FIXED},,,`);
  });

  it("writes text answers neutralised and quoted", () => {
    expect(exportLine(row('"Ada"', '"=1+1"', '"a, b"', '"-1"'))).toBe(
      `${FIXED},Ada,'=1+1,"a, b",'-1`,
    );
  });

  it("unescapes JSON text before quoting it", () => {
    expect(
      exportLine(row('"say \\"hi\\""', '"two\\r\\nlines"', '"\\ttab"', '"back\\\\slash"')),
    ).toBe(`${FIXED},"say ""hi""","two\r\nlines",'\ttab,back\\slash`);
  });

  it("tells escaped answers from plain ones around them", () => {
    expect(exportLine(row('"plain"', '"a\\"b"', '"plain, too"'))).toBe(
      `${FIXED},plain,"a""b","plain, too"`,
    );
  });

  it("writes numbers as JavaScript does, and ones no double holds as nothing", () => {
    expect(
      exportLine(row("-3.5", "1000000000000000000000", "0.00000015", `1${"0".repeat(400)}`)),
    ).toBe(`${FIXED},-3.5,1e+21,1.5e-7,`);
  });

  it("joins lists of text with a comma and a space, neutralised and quoted once", () => {
    expect(exportLine(row("[]", '["a"]', '["=a", "b"]', '["a, b", "c"]', '["a\\"b", "c"]'))).toBe(
      `${FIXED},,a,"'=a, b","a, b, c","a""b, c"`,
    );
    expect(exportLine(row('["a", 1]', '[["a"]]', '["a", {"b": "c"}]', '["", ""]'))).toBe(
      `${FIXED},"a, 1",a,"a, {""b"":""c""}",", "`,
    );
  });

  it("writes booleans as Yes and No, and lists and objects as the admin shows them", () => {
    expect(exportLine(row("true", "false", '["sales", "support"]', '{"a": 1}', '["=x", 2]'))).toBe(
      `${FIXED},Yes,No,"sales, support","{""a"":1}","'=x, 2"`,
    );
  });
});
