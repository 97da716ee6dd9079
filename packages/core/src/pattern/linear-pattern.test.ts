import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANSWER_MAX_LENGTH, PATTERN_MAX_PROGRAM_SIZE } from "../constants";
import { COSTLY_PATTERNS, cpuMsOf, generatedPattern } from "../test/costly-documents";
import { checkPattern } from "./check-pattern";
import { compileNativePattern } from "./compile-native-pattern";
import { compileLinearPattern } from "./linear-pattern";
import { PatternBudgetError, withPatternBudget } from "./pattern-budget";
import { compileProgram } from "./pattern-program";

/** Patterns authors write, and ones built to catch where the engines could differ. */
const ACCEPTED = [
  "[0-9]{5}",
  "[A-Z][a-z]+",
  "\\d{3}-\\d{4}",
  "(\\d{3}-){2}\\d{4}",
  "(?:ab|cd)+e?",
  "(?<area>\\d{3})-\\d+",
  "a*?b+?",
  "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}",
  ".+",
  ".*\\S.*",
  "\\s*\\w+\\s*",
  "[\\s\\S]{2,4}",
  "\\bab\\B.*",
  "^a$|^b|c$",
  "a^b|c",
  "\\p{L}+",
  "\\p{Lu}\\P{Lu}*",
  "\\p{Script=Greek}+",
  "[^]+",
  "[]|a",
  "\\u{1F600}+|\\uD83D\\uDE00",
  "[😀-😂]+",
  "\\cJ|\\0|\\t|\\v|\\f",
  "[\\b]",
  "(|a)b",
  "(|a)*b",
  "x{0}y",
  "(?:){3}z",
  "[a-]|[-z]",
  "\\.\\/\\$\\(",
];

const alphabet = [
  ..."abcdezAZ019 -@._$/",
  "\t",
  "\n",
  "\r",
  "\u2028",
  "\u00a0",
  "é",
  "Ω",
  "α",
  "😀",
  "😁",
  "\b",
  "\0",
];
const text = fc.oneof(
  fc.array(fc.constantFrom(...alphabet), { maxLength: 10 }).map((chars) => chars.join("")),
  fc.string({ unit: "binary", maxLength: 6 }),
);

describe("the linear engine and the browser's RegExp agree", () => {
  it.each(ACCEPTED)("on %s, for random text", (source) => {
    expect(checkPattern(source).ok).toBe(true);
    const native = compileNativePattern(source);
    const linear = compileLinearPattern(source);
    fc.assert(
      fc.property(text, (value) => {
        expect(linear(value)).toBe(native(value));
      }),
      { numRuns: 300 },
    );
  });

  it("on random accepted patterns and text", () => {
    fc.assert(
      fc.property(
        generatedPattern,
        fc.array(text, { minLength: 5, maxLength: 5 }),
        (source, values) => {
          const check = checkPattern(source);
          // Over the instruction limit it matches nothing, by design (tested below).
          if (!check.ok || check.programSize > PATTERN_MAX_PROGRAM_SIZE) return;
          const native = compileNativePattern(source);
          const linear = compileLinearPattern(source);
          for (const value of values)
            expect(linear(value), JSON.stringify(value)).toBe(native(value));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("the linear engine's work", () => {
  it("never has more instructions than the bound the form document checks", () => {
    fc.assert(
      fc.property(fc.oneof(generatedPattern, fc.constantFrom(...COSTLY_PATTERNS)), (source) => {
        const check = checkPattern(source);
        if (!check.ok || check.programSize > 50_000) return;
        expect(compileProgram(check.node).op.length).toBeLessThanOrEqual(check.programSize);
      }),
      { numRuns: 500 },
    );
  });

  it.each(["(a|a)*c", "(?:a|aa)*c", "[a-z]*[a-z]*[a-z]*[a-z]*!", "(?:\\w|a)*!"])(
    "runs %s, exponential or polynomial for a backtracking engine, on 5,000 characters in a few milliseconds",
    (source) => {
      const test = compileLinearPattern(source);
      let result: boolean | undefined;
      const cpu = cpuMsOf(() => {
        result = test(`${"a".repeat(4999)}b`);
      });
      expect(result).toBe(false);
      expect(cpu).toBeLessThan(50);
    },
  );

  it("is charged to the submission's step budget before it runs", () => {
    const test = compileLinearPattern("[a-z]{0,10}[a-z]*");
    expect(() => withPatternBudget(() => test("a".repeat(ANSWER_MAX_LENGTH)))).toThrow(
      PatternBudgetError,
    );
    expect(withPatternBudget(() => test("a".repeat(3000)))).toBe(true);
  });

  it("does not read text longer than the pattern's longest match", () => {
    expect(compileLinearPattern("[0-9]{5}")("1".repeat(1_000_000))).toBe(false);
  });

  it("matches nothing with a pattern the document refuses, or one over the instruction limit", () => {
    expect(compileLinearPattern("(a+)+")("aa")).toBe(false);
    expect(compileLinearPattern(".{0,1000}".repeat(2))("a")).toBe(false);
  });
});
