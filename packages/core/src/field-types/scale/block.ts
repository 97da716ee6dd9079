import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { documentMessages } from "../../document/document-messages";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import type { FieldTypeDocument } from "../field-type-definition";
import { prefillInRange, wholeNumberFromFormPost } from "../shared/whole-number-answers";
import { isInRange } from "../shared/whole-number-range";
import { SCALE_MAX_HIGHEST, SCALE_MAX_LOWEST, scaleRange } from "./definition";
import { scaleSummary } from "./summary";

/**
 * A scale: one whole number from `min` (0 or 1, default 1) to `max` (2–10,
 * default 5), with optional words under its ends (`minLabel`, `maxLabel`).
 * `"preset": "nps"` makes it a Net Promoter Score question: 0–10, "Not at
 * all likely" / "Extremely likely" unless its own end labels are given.
 *
 * @example
 * scaleBlockSchema.parse({ type: "scale", name: "recommend", label: "How likely are you to recommend us?", preset: "nps" });
 */
export const scaleBlockSchema = z
  .strictObject({
    type: z.literal("scale"),
    ...fieldSettingsShape,
    min: z.number().int().min(0).max(1).optional(),
    max: z.number().int().min(SCALE_MAX_LOWEST).max(SCALE_MAX_HIGHEST).optional(),
    minLabel: z.string().optional(),
    maxLabel: z.string().optional(),
    preset: z.literal("nps").optional(),
    rules: noRulesSchema.optional(),
    defaultValue: z.number().int().optional(),
  })
  .superRefine((block, ctx) => {
    if (block.preset === "nps") {
      for (const key of ["min", "max"] as const) {
        if (block[key] !== undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: documentMessages.npsRange() });
        }
      }
    }
    const range = scaleRange(block);
    if (block.defaultValue !== undefined && !isInRange(block.defaultValue, range)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultValue"],
        message: documentMessages.notOnScale(range.min, range.max),
      });
    }
  });

/** A scale (or an NPS question). */
export type ScaleBlock = z.infer<typeof scaleBlockSchema>;

/**
 * The ScaleBlock in the document beyond its schema: no rules or options, a
 * distribution chart (with the Net Promoter Score for `"preset": "nps"`),
 * and how its answers cross the trust boundaries (prefill `?recommend=9`, a
 * post without scripts, answer text: the number).
 */
export const scaleFieldDocument: FieldTypeDocument<ScaleBlock> = {
  coercePrefill: (block, raw) => prefillInRange(raw, scaleRange(block)),
  fromFormPost: (_block, posted) => wholeNumberFromFormPost(posted),
  answerText: (value) => answerText(value),
  rules: [],
  hasOptions: false,
  chart: "distribution",
  summary: scaleSummary,
  conditionKind: () => "number",
};
