import {
  checkPattern,
  createSubmissionValidator,
  type FormDocument,
  getTextMaxLength,
  PATTERN_MAX_PROGRAM_SIZE,
  parseFormDocument,
  TEXT_MAX_LENGTH,
} from "@formwright/core";
import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import {
  COSTLY_PATTERNS,
  costlyDocument,
  cpuMsOf,
  generatedPattern,
  ladder,
  patternFields,
  SUBMIT_CPU_BUDGET_MS,
  TEXT_SHAPES,
} from "../../../../../packages/core/src/test/costly-documents";
import { compileRe2Pattern } from "./re2-pattern";

// Issue 27, point 1, on the server's engine (RE2): a saved form's patterns
// cannot hold the process, and a pattern no save-time check saw is stopped at
// run time.

describe("the bound the form document checks", () => {
  it("is at least the program size RE2 itself compiles the pattern to", () => {
    fc.assert(
      fc.property(fc.oneof(generatedPattern, fc.constantFrom(...COSTLY_PATTERNS)), (source) => {
        const check = checkPattern(source);
        // Larger programs are refused when saved, and never compiled (see below).
        if (!check.ok || check.programSize > 4 * PATTERN_MAX_PROGRAM_SIZE) return;
        const actual = RE2JS.compile(check.re2Source).matcher("").programSize();
        expect(check.programSize).toBeGreaterThanOrEqual(actual);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves out only answers no match could span", () => {
    const shortText = fc.string({ unit: fc.constantFrom("a", "b", "1", " ", "é"), maxLength: 40 });
    fc.assert(
      fc.property(generatedPattern, shortText, (source, text) => {
        const check = checkPattern(source);
        if (!check.ok) return;
        const matches = RE2JS.compile(check.re2Source).testExact(text);
        if (matches) expect([...text].length).toBeLessThanOrEqual(check.longestMatch);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("a saved form's patterns on RE2", () => {
  it("validate one submission in under 50 ms of CPU, on answers that keep them busy up to the field's cap", () => {
    fc.assert(
      fc.property(patternFields, fc.constantFrom(...Object.keys(TEXT_SHAPES)), (fields, shape) => {
        const parsed = parseFormDocument(costlyDocument(fields));
        if (!parsed.success) return;
        const validate = createSubmissionValidator(parsed.document, {
          compilePattern: compileRe2Pattern,
        });
        const makeText = TEXT_SHAPES[shape] as (length: number) => string;
        const longest = Math.max(
          ...fields.map((f) => f.rules.maxLength ?? getTextMaxLength(f.type)),
        );
        for (const length of ladder(longest)) {
          const answers = Object.fromEntries(
            fields.map((f) => [
              f.name,
              makeText(Math.min(length, f.rules.maxLength ?? length, getTextMaxLength(f.type))),
            ]),
          );
          const cpu = cpuMsOf(() => validate(answers));
          expect(cpu, `${JSON.stringify(fields)} at ${length} characters`).toBeLessThan(
            SUBMIT_CPU_BUDGET_MS,
          );
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

/** A document built by hand, past the document schema: what a future check might miss. */
function unchecked(blocks: unknown[]): FormDocument {
  return {
    slug: "unchecked",
    title: "Unchecked",
    submitLabel: "Send",
    confirmation: { message: "Thanks" },
    blocks,
  } as unknown as FormDocument;
}

describe("the run-time guard", () => {
  it("never compiles a pattern whose program is over the limit: it matches nothing", () => {
    const document = unchecked([
      { type: "text", name: "story", label: "Story", rules: { pattern: ".{0,1000}".repeat(55) } },
    ]);
    const validate = createSubmissionValidator(document, { compilePattern: compileRe2Pattern });
    let result: ReturnType<typeof validate> | undefined;
    const cpu = cpuMsOf(() => {
      result = validate({ story: "a".repeat(TEXT_MAX_LENGTH) });
    });
    expect(cpu).toBeLessThan(SUBMIT_CPU_BUDGET_MS);
    expect(result).toEqual({
      success: false,
      fieldErrors: [{ name: "story", message: "Story is not in the expected format" }],
    });
  });
});

describe("the run-time step budget", () => {
  it("stops a pattern that would take too many steps on this answer, with the longest answer it can check", () => {
    const document = unchecked([
      { type: "text", name: "story", label: "Story", rules: { pattern: ".{0,500}.{0,490}" } },
    ]);
    const validate = createSubmissionValidator(document, { compilePattern: compileRe2Pattern });
    let result: ReturnType<typeof validate> | undefined;
    const cpu = cpuMsOf(() => {
      result = validate({ story: "a".repeat(990) });
    });
    expect(cpu).toBeLessThan(SUBMIT_CPU_BUDGET_MS);
    expect(result).toEqual({
      success: false,
      fieldErrors: [{ name: "story", message: "Story must be at most 49 characters" }],
    });
    expect(validate({ story: "a".repeat(49) })).toEqual({
      success: true,
      values: { story: "a".repeat(49) },
    });
  });

  it("is shared by the fields of one submission", () => {
    const field = (name: string) => ({
      type: "text",
      name,
      label: name,
      rules: { pattern: ".{0,100}.{0,100}" },
    });
    const document = unchecked(["a", "b", "c"].map(field));
    const validate = createSubmissionValidator(document, { compilePattern: compileRe2Pattern });
    const text = "x".repeat(200);
    // 402 instructions × 201 positions each: the first fits the 100,000 steps, the others do not.
    expect(validate({ a: text, b: text, c: text })).toEqual({
      success: false,
      fieldErrors: [
        { name: "b", message: "b must be at most 46 characters" },
        { name: "c", message: "c must be at most 46 characters" },
      ],
    });
  });
});
