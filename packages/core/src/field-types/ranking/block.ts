import { z } from "zod";
import { choiceAnswerText } from "../../answers/answer-text";
import { documentMessages } from "../../document/document-messages";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { choiceOptionsSchema } from "../../document/select-option-schema";
import type { FieldTypeDocument } from "../field-type-definition";
import { rankingSummary } from "./summary";
import { isCompleteRanking, prefillRanking } from "./values";

/**
 * A ranking: the respondent puts every option in order (drag, or move up /
 * move down). Its value is the array of every option value, most preferred
 * first.
 *
 * @example
 * rankingBlockSchema.parse({
 *   type: "ranking", name: "fruit", label: "Fruit",
 *   options: [{ label: "Apples", value: "apples" }, { label: "Pears", value: "pears" }],
 * });
 */
export const rankingBlockSchema = z
  .strictObject({
    type: z.literal("ranking"),
    ...fieldSettingsShape,
    options: choiceOptionsSchema,
    /** The right order (issue 32 §2: quizzes, points by position), when it is not the options' order. */
    correctOrder: z.array(z.string()).optional(),
    rules: noRulesSchema.optional(),
  })
  .superRefine((block, ctx) => {
    if (block.correctOrder && !isCompleteRanking(block, block.correctOrder)) {
      ctx.addIssue({
        code: "custom",
        path: ["correctOrder"],
        message: documentMessages.incompleteOrder(),
      });
    }
  });

/** A ranking of options. */
export type RankingBlock = z.infer<typeof rankingBlockSchema>;

/**
 * The RankingBlock in the document beyond its schema: no rules, its options,
 * its chart (mean rank per option, see `rankingSummary`); a post without scripts sends the option values in order (one
 * position select per option, see `fromFormPostEntries`), answers read as
 * the labels in order.
 */
export const rankingFieldDocument: FieldTypeDocument<RankingBlock> = {
  coercePrefill: prefillRanking,
  fromFormPost: (_block, posted) => [...posted],
  fromFormPostEntries: (block, posted) => {
    // Without scripts each option has a position select named `<name>[<option>]`,
    // after the widget's hidden inputs of the same names: the last value wins.
    const positions = block.options.map((option, index) => {
      const text = posted(`${block.name}[${option.value}]`).at(-1) ?? "";
      return { value: option.value, index, position: text === "" ? Number.NaN : Number(text) };
    });
    if (positions.every((p) => Number.isNaN(p.position))) {
      const plain = posted(block.name);
      return plain.length > 0 ? [...plain] : undefined;
    }
    // Two options given the same position keep the form's order between them.
    return positions
      .map((p) => ({ ...p, position: Number.isNaN(p.position) ? Infinity : p.position }))
      .sort((a, b) => a.position - b.position || a.index - b.index)
      .map((p) => p.value);
  },
  answerText: choiceAnswerText,
  rules: [],
  hasOptions: true,
  chart: "ranking",
  summary: rankingSummary,
  conditionKind: () => "answered",
};
