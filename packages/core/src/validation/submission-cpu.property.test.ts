import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import {
  conditionCase,
  costlyDocument,
  cpuMsOf,
  ladder,
  patternFields,
  SUBMIT_CPU_BUDGET_MS,
  TEXT_SHAPES,
} from "../test/costly-documents";
import { createSubmissionValidator } from "./create-submission-validator";
import { getTextMaxLength } from "./get-text-max-length";

// Issue 27: whatever a saved form holds and whatever is sent, validating one
// submission takes at most 50 ms of CPU. Here with the engine the browser runs
// (the validator's default); the server's RE2 is held to the same in
// apps/web (re2-pattern-cost.test.ts, submission-cpu.int.test.ts). A document
// the form refuses to save is skipped: only saved forms reach respondents.

describe("one submission's validation stays under 50 ms of CPU", () => {
  it("for any saved form's patterns, on answers that keep them busy up to the field's cap", () => {
    fc.assert(
      fc.property(patternFields, fc.constantFrom(...Object.keys(TEXT_SHAPES)), (fields, shape) => {
        const parsed = parseFormDocument(costlyDocument(fields));
        if (!parsed.success) return;
        const validate = createSubmissionValidator(parsed.document);
        const makeText = TEXT_SHAPES[shape] as (length: number) => string;
        const longest = Math.max(
          ...fields.map((f) => f.rules.maxLength ?? getTextMaxLength(f.type)),
        );
        // Growing answers, stopping at the first slow one: a backtracking engine fails fast.
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

  it("for any saved form's conditions, on answers of up to 900,000 characters", () => {
    fc.assert(
      fc.property(conditionCase, ({ document, answers }) => {
        const parsed = parseFormDocument(document);
        if (!parsed.success) return;
        const validate = createSubmissionValidator(parsed.document);
        const cpu = cpuMsOf(() => validate(answers));
        const blocks = parsed.document.blocks.length;
        const length = String(answers.source).length;
        expect(cpu, `${blocks} blocks, an answer of ${length} characters`).toBeLessThan(
          SUBMIT_CPU_BUDGET_MS,
        );
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
