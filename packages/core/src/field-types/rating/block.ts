import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { documentMessages } from "../../document/document-messages";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import type { FieldTypeDocument } from "../field-type-definition";
import { prefillInRange, wholeNumberFromFormPost } from "../shared/whole-number-answers";
import { isInRange } from "../shared/whole-number-range";
import { RATING_MAX_MAX, RATING_MIN_MAX, ratingRange } from "./definition";
import { ratingSummary } from "./summary";

/**
 * A rating: stars (1 to `max`, `max` 3–10, 5 when unset); its value is the
 * number of stars chosen.
 *
 * @example
 * ratingBlockSchema.parse({ type: "rating", name: "service", label: "How was our service?", max: 5 });
 */
export const ratingBlockSchema = z
  .strictObject({
    type: z.literal("rating"),
    ...fieldSettingsShape,
    max: z.number().int().min(RATING_MIN_MAX).max(RATING_MAX_MAX).optional(),
    rules: noRulesSchema.optional(),
    defaultValue: z.number().int().optional(),
  })
  .superRefine((block, ctx) => {
    const range = ratingRange(block);
    if (block.defaultValue !== undefined && !isInRange(block.defaultValue, range)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultValue"],
        message: documentMessages.notOnScale(range.min, range.max),
      });
    }
  });

/** A rating. */
export type RatingBlock = z.infer<typeof ratingBlockSchema>;

/**
 * The RatingBlock in the document beyond its schema: no rules or options, a
 * distribution chart, and how its answers cross the trust boundaries
 * (prefill `?service=4`, a post without scripts, answer text: the number).
 */
export const ratingFieldDocument: FieldTypeDocument<RatingBlock> = {
  coercePrefill: (block, raw) => prefillInRange(raw, ratingRange(block)),
  fromFormPost: (_block, posted) => wholeNumberFromFormPost(posted),
  answerText: (value) => answerText(value),
  rules: [],
  hasOptions: false,
  chart: "distribution",
  summary: ratingSummary,
  conditionKind: () => "number",
};
