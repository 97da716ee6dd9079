import { z } from "zod";
import { choiceAnswerText } from "../../answers/answer-text";
import { checkDefaultOptions } from "../../document/check-default-options";
import { documentMessages } from "../../document/document-messages";
import { itemsRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { selectOptionsSchema } from "../../document/select-option-schema";
import { isRecord } from "../../utils/is-record";
import type { FieldTypeDocument } from "../field-type-definition";
import { prefillChoice, prefillChoices } from "../shared/choice-prefill";
import { fitsDraftChoice } from "../shared/draft-values";
import { selectPosted } from "./native-post";

/** Cross-setting checks of a select, on input of unknown shape. */
function checkSelect(block: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(block)) return;
  const isMulti = block.multi === true;
  const isCreatable = block.creatable === true;
  if (Array.isArray(block.options) && block.options.length === 0 && !isCreatable) {
    ctx.addIssue({ code: "custom", path: ["options"], message: documentMessages.noOptions() });
  }
  if (!isMulti && isRecord(block.rules)) {
    for (const rule of ["minItems", "maxItems"]) {
      if (rule in block.rules) {
        ctx.addIssue({
          code: "custom",
          path: ["rules", rule],
          message: documentMessages.itemsRuleNeedsMulti(rule),
        });
      }
    }
  }
  if (isMulti && typeof block.defaultValue === "string") {
    ctx.addIssue({
      code: "custom",
      path: ["defaultValue"],
      message: documentMessages.defaultNeedsArray(),
    });
  } else if (!isMulti && Array.isArray(block.defaultValue)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultValue"],
      message: documentMessages.defaultNeedsString(),
    });
  } else {
    checkDefaultOptions({ block, ctx, isCreatable });
  }
}

/**
 * A select: one value (a string) or, with `multi`, an array of values.
 * `searchable` lets the respondent filter the options by typing; `creatable`
 * lets them add a value of their own, placed `createPosition` ("last" by
 * default) among the options.
 *
 * @example
 * selectBlockSchema.parse({
 *   type: "select", name: "topics", label: "Topics", multi: true, creatable: true,
 *   options: [{ label: "Sales", value: "sales" }],
 * });
 */
export const selectBlockSchema = z
  .strictObject({
    type: z.literal("select"),
    ...fieldSettingsShape,
    options: selectOptionsSchema,
    multi: z.boolean().optional(),
    searchable: z.boolean().optional(),
    creatable: z.boolean().optional(),
    createPosition: z.enum(["first", "last"]).optional(),
    rules: itemsRulesSchema.optional(),
    defaultValue: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .superRefine((block: unknown, ctx) => checkSelect(block, ctx), { when: () => true });

/** A select. */
export type SelectBlock = z.infer<typeof selectBlockSchema>;

/**
 * The SelectBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const selectFieldDocument: FieldTypeDocument<SelectBlock> = {
  coercePrefill: (block, raw) =>
    block.multi === true ? prefillChoices(block, raw) : prefillChoice(block, raw),
  // `selectPosted` puts a creatable select's own value ("Other") where it
  // counts: first for one choice, last for several.
  fromFormPost: (block, posted) => {
    const chosen = posted.filter((value) => value !== "");
    return block.multi === true ? chosen : (chosen[0] ?? null);
  },
  // Without scripts the native stand-in and the "Other" box post under names
  // of their own, which win over the script widget's (see native-post.ts).
  fromFormPostEntries: (block, posted) =>
    selectFieldDocument.fromFormPost(block, selectPosted(block, posted)),
  answerText: choiceAnswerText,
  rules: ["minItems", "maxItems"],
  hasOptions: true,
  chart: "options",
  conditionKind: (block) => (block.multi ? "options" : "option"),
  draftFits: (block, value) =>
    fitsDraftChoice(value, {
      options: block.options,
      isList: block.multi === true,
      isCreatable: block.creatable === true,
    }),
};
