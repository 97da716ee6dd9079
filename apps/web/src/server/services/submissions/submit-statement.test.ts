import { describe, expect, it } from "vitest";
import { SUBMIT_CAPPED_SQL, SUBMIT_PARAMETER_ORDER, SUBMIT_SQL } from "./submit-statement";

/** The distinct positions (`$n`) the statement's text uses, ascending. */
function positionsUsed(text: string): number[] {
  const used = new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  return [...used].sort((a, b) => a - b);
}

describe.each([
  { name: "without maxSubmissions", text: SUBMIT_SQL },
  { name: "with maxSubmissions", text: SUBMIT_CAPPED_SQL },
])("the submit statement $name", ({ text }) => {
  it("uses every named parameter's position and no other", () => {
    const named = SUBMIT_PARAMETER_ORDER.map((_, index) => index + 1);
    expect(positionsUsed(text)).toEqual(named);
  });

  it("has no placeholder left unfilled by a spliced-in part", () => {
    expect(text).not.toMatch(/\$[A-Z_]+/);
  });
});

describe("the submit statements", () => {
  it("names each parameter once", () => {
    expect(new Set(SUBMIT_PARAMETER_ORDER).size).toBe(SUBMIT_PARAMETER_ORDER.length);
  });

  it("read the form's count only when it has maxSubmissions, so the usual one keeps one plan", () => {
    expect(SUBMIT_SQL).not.toMatch(/count\(\*\)/);
    expect(SUBMIT_CAPPED_SQL).toMatch(/count\(\*\) from submissions/);
  });
});
