import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { documentMessages } from "../../document/document-messages";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillText } from "../../prefill/prefill-input";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { isStorableText } from "../../validation/is-storable-text";
import type { FieldTypeDocument } from "../field-type-definition";

/**
 * A hidden field: never shown to the respondent; its value is the query
 * string's (`?utm_source=newsletter`) or its `defaultValue`, stored with the
 * answers as a string of at most 1,000 code points (a text field's cap). It
 * cannot be `required` (nobody could fill it in) and takes no rules. The
 * respondent can change the URL, so its value is no secret and proves
 * nothing.
 *
 * @example
 * hiddenBlockSchema.parse({ type: "hidden", name: "utm_source", label: "Campaign", defaultValue: "direct" });
 */
export const hiddenBlockSchema = z
  .strictObject({
    type: z.literal("hidden"),
    ...fieldSettingsShape,
    rules: noRulesSchema.optional(),
    defaultValue: z.string().optional(),
  })
  .superRefine((block, ctx) => {
    if (block.required === true) {
      ctx.addIssue({
        code: "custom",
        path: ["required"],
        message: documentMessages.hiddenRequired(),
      });
    }
    const value = block.defaultValue;
    if (value !== undefined && hasMoreCodePointsThan(value, TEXT_MAX_LENGTH)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultValue"],
        message: documentMessages.tooLong(TEXT_MAX_LENGTH),
      });
    } else if (value !== undefined && !isStorableText(value)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultValue"],
        message: documentMessages.unstorableText(),
      });
    }
  });

/** A hidden field. */
export type HiddenBlock = z.infer<typeof hiddenBlockSchema>;

/**
 * The HiddenBlock in the document beyond its schema: no rules, options or
 * chart (like text, its answers are listed, not charted), text conditions
 * and pipes, and how its answers cross the trust boundaries (prefill
 * `?utm_source=newsletter` as given, a post without scripts from its hidden
 * input, answer text: the string).
 */
export const hiddenFieldDocument: FieldTypeDocument<HiddenBlock> = {
  coercePrefill: (_block, raw) => prefillText(raw, TEXT_MAX_LENGTH),
  textMaxLength: TEXT_MAX_LENGTH,
  fromFormPost: (_block, posted) => posted[0] ?? "",
  answerText: (value) => answerText(value),
  isRespondentHidden: true,
  rules: [],
  hasOptions: false,
  chart: "none",
  conditionKind: () => "text",
};
