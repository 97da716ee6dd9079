import { describe, expect, it } from "vitest";
import { SUBMIT_PARAMETER_ORDER, SUBMIT_SQL } from "./submit-statement";

/** The distinct positions (`$n`) the statement's text uses, ascending. */
function positionsUsed(text: string): number[] {
  const used = new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  return [...used].sort((a, b) => a - b);
}

describe("the submit statement", () => {
  it("uses every named parameter's position and no other", () => {
    const named = SUBMIT_PARAMETER_ORDER.map((_, index) => index + 1);
    expect(positionsUsed(SUBMIT_SQL)).toEqual(named);
  });

  it("has no placeholder left unfilled by a spliced-in part", () => {
    expect(SUBMIT_SQL).not.toMatch(/\$[A-Z_]+/);
  });

  it("names each parameter once", () => {
    expect(new Set(SUBMIT_PARAMETER_ORDER).size).toBe(SUBMIT_PARAMETER_ORDER.length);
  });
});
