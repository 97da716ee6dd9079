import { z } from "zod";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * One choice of a select, radio group, checkbox group or ranking. `label` is
 * shown; `value` is what a submission stores. For scores and quizzes (issue
 * 32) an option may carry `points` (what choosing it scores, read by
 * `points(field)` in variables) and `correct: true`.
 *
 * @example
 * selectOptionSchema.parse({ label: "Sales", value: "sales" });
 * selectOptionSchema.parse({ label: "Paris", value: "paris", points: 1, correct: true });
 */
export const selectOptionSchema = z.strictObject({
  label: nonBlankTextSchema,
  value: z.string().min(1, { error: documentMessages.empty }),
  points: z.number().finite().optional(),
  correct: z.boolean().optional(),
});

/** One choice of a select, radio group or checkbox group. */
export type SelectOption = z.infer<typeof selectOptionSchema>;

function checkUniqueValues(options: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(options)) return;
  const firstIndex = new Map<string, number>();
  options.forEach((option: unknown, index) => {
    if (!isRecord(option) || typeof option.value !== "string") return;
    const first = firstIndex.get(option.value);
    if (first === undefined) {
      firstIndex.set(option.value, index);
      return;
    }
    ctx.addIssue({
      code: "custom",
      path: [index, "value"],
      message: documentMessages.duplicateOptionValue(
        option.value,
        formatJsonPath(["options", first]),
      ),
    });
  });
}

const always = () => true;

/**
 * A select's options: values unique (a submission could not tell two equal
 * values apart). May be empty for a creatable select.
 *
 * @example
 * selectOptionsSchema.parse([{ label: "A", value: "a" }]);
 */
export const selectOptionsSchema = z
  .array(selectOptionSchema)
  .superRefine(checkUniqueValues, { when: always });

/**
 * A radio or checkbox group's options: values unique, at least one.
 *
 * @example
 * choiceOptionsSchema.safeParse([]).success; // false
 */
export const choiceOptionsSchema = z
  .array(selectOptionSchema)
  .min(1, { error: documentMessages.tooFewItems(1) })
  .superRefine(checkUniqueValues, { when: always });
