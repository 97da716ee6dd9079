import { describe, expect, it } from "vitest";
import { normalizeErrors, normalizeResult } from "./normalize-result";

describe("normalizeResult", () => {
  it("keeps data, errors and extensions that have the right shape", () => {
    expect(
      normalizeResult({
        data: { a: 1 },
        errors: [{ message: "x", path: ["a"], locations: [{ line: 1, column: 2 }] }],
        extensions: { cost: 3 },
      }),
    ).toEqual({
      data: { a: 1 },
      errors: [{ message: "x", path: ["a"], locations: [{ line: 1, column: 2 }] }],
      extensions: { cost: 3 },
    });
  });

  it("turns missing data into null and missing errors into an empty list", () => {
    expect(normalizeResult({})).toStrictEqual({ data: null, errors: [] });
  });
});

describe("normalizeErrors", () => {
  it("turns a lone error object into a list", () => {
    expect(normalizeErrors({ message: "Denied" })).toEqual([{ message: "Denied" }]);
  });

  it("gives an error without a string message a stand-in message and drops malformed fields", () => {
    expect(
      normalizeErrors([{ message: 42, path: "a", extensions: { code: "X" } }, "Plain"]),
    ).toEqual([
      { message: "Unknown GraphQL error", extensions: { code: "X" } },
      { message: "Plain" },
    ]);
  });
});
