import { describe, expect, test } from "vitest";
import { checkPattern } from "./check-pattern";

describe("accepts", () => {
  test.each([
    "[0-9]{5}",
    "[A-Z][a-z]+",
    "\\d{3}-\\d{4}",
    "(\\d{3}-){2}\\d{4}",
    "(?:ab|cd)+",
    "(?<area>\\d{3})-\\d+",
    "a*?b",
    "[^@\\s]+@[^@\\s]+",
    "\\p{L}+",
    "\\p{Script=Greek}+",
    "\\p{gc=Lu}\\p{sc=Latin}",
    "[]",
    "[^]*",
    "\\u{1F600}|\\uD83D\\uDE00",
  ])("%s", (source) => {
    expect(checkPattern(source)).toMatchObject({ ok: true });
  });
});

describe("refuses", () => {
  test.each([
    ["(a+)+", "nested quantifier"],
    ["(a*)*", "nested quantifier"],
    ["(a?){30}", "nested quantifier"],
    ["((ab)+c)*", "nested quantifier"],
    ["([a-z]+\\.)+[a-z]+", "nested quantifier"],
    ["(a)\\1", "backreferences"],
    ["(?<x>a)\\k<x>", "backreferences"],
    ["a(?=b)b", "lookahead"],
    ["(?<!a)b", "lookbehind"],
    ["a{1001}", "count above 1000"],
    ["x".repeat(501), "longer than 500"],
    ["(", "not a valid regular expression"],
    ["\\p{Letter}", "Unicode property"],
    ["\\p{ASCII}", "Unicode property"],
    ["\\p{scx=Latin}", "Unicode property"],
  ])("%s (%s)", (source, reason) => {
    const check = checkPattern(source);
    expect(check.ok).toBe(false);
    expect(check.ok ? "" : check.reason).toContain(reason);
  });
});

test("rewrites . and \\s to mean what they mean in JavaScript", () => {
  const check = checkPattern(".\\s");
  expect(check.ok && check.re2Source).toContain("\\x{2028}");
  expect(check.ok && check.re2Source).toContain("\\x{feff}");
});
