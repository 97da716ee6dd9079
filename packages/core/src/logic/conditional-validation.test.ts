import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Block } from "../document/block-schema";
import { parseFormDocument } from "../document/parse-form-document";
import { createSubmissionValidator } from "../validation/create-submission-validator";
import { blockVisibility } from "./block-visibility";
import { evaluateCondition } from "./evaluate-condition";

function documentOf(blocks: unknown[]) {
  const parsed = parseFormDocument({ slug: "logic", title: "Logic", blocks });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document;
}

const roleAndDetails = documentOf([
  {
    type: "radio",
    name: "role",
    label: "Role",
    required: true,
    options: [
      { label: "Staff", value: "staff" },
      { label: "Other", value: "other" },
    ],
  },
  {
    type: "text",
    name: "details",
    label: "Details",
    required: true,
    visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
  },
  {
    type: "paragraph",
    text: "Thanks for the details",
    visibleWhen: { all: [{ field: "details", op: "isAnswered" }] },
  },
  {
    type: "number",
    name: "years",
    label: "Years",
    required: true,
    visibleWhen: { any: [{ field: "details", op: "contains", value: "staff" }] },
  },
]);

describe("a submission validator with conditions", () => {
  const validate = createSubmissionValidator(roleAndDetails);

  it("requires a shown field, and neither validates nor stores a hidden one", () => {
    expect(validate({ role: "other" })).toEqual({
      success: false,
      fieldErrors: [{ name: "details", message: "Details is required" }],
    });
    // Typed, then hidden again by another choice: dropped, not refused.
    expect(validate({ role: "staff", details: "was staff before", years: "lots" })).toEqual({
      success: true,
      values: { role: "staff" },
    });
  });

  it("hides a block whose condition reads a hidden field, in a chain", () => {
    const { shown, values } = blockVisibility(roleAndDetails.blocks, {
      role: "staff",
      details: "ex staff",
      years: 3,
    });
    expect(shown).toEqual([true, false, false, false]);
    expect(values).toEqual({ role: "staff" });
    expect(validate({ role: "other", details: "ex staff", years: 3 })).toEqual({
      success: true,
      values: { role: "other", details: "ex staff", years: 3 },
    });
  });
});

/** Random forms: text and number fields, each maybe required and conditioned on an earlier one. */
const conditionedForm = fc
  .array(
    fc.record({
      numeric: fc.boolean(),
      required: fc.boolean(),
      on: fc.option(fc.nat(), { nil: undefined }),
      op: fc.constantFrom("equals", "notEquals", "isAnswered", "isNotAnswered", "greaterThan"),
      threshold: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((specs) =>
    specs.map((spec, index) => {
      const block: Record<string, unknown> = {
        type: spec.numeric ? "number" : "text",
        name: `f${index}`,
        label: `Field ${index}`,
        required: spec.required,
      };
      if (spec.on !== undefined && index > 0) {
        const target = spec.on % index;
        const targetNumeric = specs[target]!.numeric;
        const valueless = spec.op === "isAnswered" || spec.op === "isNotAnswered";
        const op = !targetNumeric && spec.op === "greaterThan" ? "equals" : spec.op;
        block.visibleWhen = {
          all: [
            {
              field: `f${target}`,
              op,
              ...(valueless
                ? {}
                : { value: targetNumeric ? spec.threshold : String(spec.threshold) }),
            },
          ],
        };
      }
      return block;
    }),
  );

const answersFor = (count: number) =>
  fc.array(
    fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom("", "1", "2", "x"),
    ),
    { minLength: count, maxLength: count },
  );

describe("conditions, for any form and any answers", () => {
  it("show a block exactly when its condition holds on the answers of the earlier blocks that are shown, and the validator stores only those", () => {
    fc.assert(
      fc.property(
        conditionedForm.chain((blocks) => fc.tuple(fc.constant(blocks), answersFor(blocks.length))),
        ([rawBlocks, raw]) => {
          const document = documentOf(rawBlocks);
          const answers = Object.fromEntries(
            raw.flatMap((value, i) => (value === undefined ? [] : [[`f${i}`, value]])),
          );
          const { shown } = blockVisibility(document.blocks, answers);
          // An oracle written the slow way: each block's visibility from its definition.
          const isShown = (i: number): boolean => {
            const block = document.blocks[i] as Block;
            const condition = block.visibleWhen?.all?.[0];
            if (!condition) return true;
            const target = Number(condition.field.slice(1));
            const answer = isShown(target) ? answers[condition.field] : undefined;
            return evaluateCondition(condition, answer);
          };
          expect(shown).toEqual(document.blocks.map((_, i) => isShown(i)));
          const result = createSubmissionValidator(document)(answers);
          if (result.success) {
            for (const name of Object.keys(result.values)) {
              expect(shown[Number(name.slice(1))]).toBe(true);
            }
          } else {
            for (const error of result.fieldErrors) {
              expect(shown[Number(error.name.slice(1))]).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
