import {
  checkPattern,
  compileNativePattern,
  createSubmissionValidator,
  PatternBudgetError,
  parseFormDocument,
  TEXT_MAX_LENGTH,
} from "@formwright/core";
import { TEXTAREA_MAX_LENGTH } from "@formwright/core/field-types/textarea";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRe2Pattern } from "./re2-pattern";

/** Patterns authors write, and ones built to catch every place the two engines could differ. */
const ACCEPTED = [
  "[0-9]{5}",
  "[A-Z][a-z]+",
  "\\d{3}-\\d{4}",
  "(\\d{3}-){2}\\d{4}",
  "[A-Z]{2}\\d{2} ?\\d{4}",
  "(?:ab|cd)+e?",
  "(?<area>\\d{3})-\\d+",
  "a*?b+?",
  "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}",
  ".+",
  ".*\\S.*",
  "\\s*\\w+\\s*",
  "[\\s\\S]{2,4}",
  "\\W+",
  "\\bab\\B.*",
  "\\p{L}+",
  "\\p{Lu}\\P{Lu}*",
  "\\p{Script=Greek}+",
  "\\p{gc=Lu}\\p{sc=Latin}*\\P{Cn}?",
  "[^]+",
  "[]|a",
  "\\u{1F600}+|\\uD83D\\uDE00",
  "[😀-😂]+",
  "[\\x41-\\x43\\u00e9]+",
  "\\cJ|\\0|\\t|\\v|\\f",
  "[\\b]",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a regular expression, not a template
  "[.*+?^${}()|\\[\\]\\\\/-]+",
  "[[:a]+:?",
  "^a$|^b|c$",
  "(|a)b",
  "[a-]|[-z]",
];

const alphabet = [
  ..."abcdezABCZ019 -@._:[]^$\\/{}()|*+?",
  "\t",
  "\n",
  "\r",
  "\v",
  "\f",
  "\b",
  "\u0000",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u3000",
  "\ufeff",
  "\u200b",
  "é",
  "Ω",
  "α",
  "😀",
  "😁",
  "😃",
];
const text = fc.oneof(
  fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((chars) => chars.join("")),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 8 }),
);

describe("the server's RE2 and the browser's RegExp agree", () => {
  it.each(ACCEPTED)("on %s, for random text", (source) => {
    expect(checkPattern(source).ok).toBe(true);
    const native = compileNativePattern(source);
    const re2 = compileRe2Pattern(source);
    fc.assert(
      fc.property(text, (value) => {
        expect(re2(value)).toBe(native(value));
      }),
      { numRuns: 400 },
    );
  });
});

it("answers (a|aa)*c, exponential for a backtracking engine, over the longest answer a field holds", () => {
  const test = compileRe2Pattern("(?:a|aa)*c");
  expect(test(`${"a".repeat(TEXTAREA_MAX_LENGTH - 1)}b`)).toBe(false);
});

it("refuses to run a match longer than the step budget pays for (a megabyte on (a|aa)*c)", () => {
  const test = compileRe2Pattern("(?:a|aa)*c");
  expect(() => test(`${"a".repeat(1_000_000)}b`)).toThrow(PatternBudgetError);
});

it("refuses a pattern checkPattern refuses", () => {
  expect(() => compileRe2Pattern("(a+)+")).toThrow(/exponential/);
});

const STORY_MAX_LENGTH = 6000;

describe("a form's author patterns on the server", () => {
  // Accepted (no nested quantifier), yet polynomial for a backtracking engine:
  // three adjacent stars over 6,000 letters would be ~10^11 steps for RegExp.
  // (Four on a full textarea pass the form's 100,000 pattern steps.)
  const parsed = parseFormDocument({
    slug: "patterns",
    title: "Patterns",
    blocks: [
      {
        type: "textarea",
        name: "story",
        label: "Story",
        rules: { pattern: "[a-z]*[a-z]*[a-z]*!", maxLength: STORY_MAX_LENGTH },
      },
      { type: "text", name: "code", label: "Code", rules: { pattern: "\\w*\\s?\\w*\\s?\\w*" } },
    ],
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  const validate = createSubmissionValidator(parsed.document, {
    compilePattern: compileRe2Pattern,
  });

  it.each([
    ["story", STORY_MAX_LENGTH, "Story is not in the expected format"],
    ["code", TEXT_MAX_LENGTH, "Code is not in the expected format"],
  ])("refuses %s at every size up to its cap with the same error", (name, cap, message) => {
    const outcomes = [cap / 10, cap / 2, cap].map((size) =>
      validate({ [name]: `${"a".repeat(size - 1)}?` }),
    );
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ success: false, fieldErrors: [{ name, message }] });
    }
  });
});
