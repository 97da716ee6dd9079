import { z } from "zod";
import { answerText } from "../../answers/answer-text";
import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { textLineRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillText } from "../../prefill/prefill-input";
import type { FieldTypeDocument } from "../field-type-definition";
import { fitsDraftText } from "../shared/draft-values";
import { TEXT_LINE_RULES } from "../shared/text-values";

/** HTML input types a `text` field may hint at (keyboard, autofill). */
export const TEXT_INPUT_TYPES = ["text", "email", "tel", "url"] as const;

/**
 * A single-line text field. `inputType` sets the browser's keyboard and
 * autofill and brings its check (`email` the email rule, `url` the URL rule,
 * `tel` a phone-number shape; see `compileTextField`); an explicit
 * `rules.email` or `rules.url` gives the check its own message, and
 * `rules.phone` stores a phone number as E.164.
 *
 * @example
 * textBlockSchema.parse({ type: "text", name: "email", label: "Email", inputType: "email", rules: { email: true } });
 */
export const textBlockSchema = z
  .strictObject({
    type: z.literal("text"),
    ...fieldSettingsShape,
    inputType: z.enum(TEXT_INPUT_TYPES).optional(),
    rules: textLineRulesSchema.optional(),
    defaultValue: z.string().optional(),
    /**
     * Verified email (issue 33 §2): the respondent asks for a 6-digit code
     * mailed to the address and enters it before the form can be sent. Only on
     * a field that asks for an address (`inputType: "email"` or `rules.email`);
     * the server also refuses it when no mail is configured.
     */
    verify: z.boolean().optional(),
  })
  .superRefine(
    (block, ctx) => {
      if (block.verify === true && !asksForEmail(block)) {
        ctx.addIssue({
          code: "custom",
          path: ["verify"],
          message:
            'only a field that asks for an address can be verified: set "inputType": "email"',
        });
      }
    },
    { when: () => true },
  );

function asksForEmail(block: { rules?: { email?: unknown }; inputType?: string }): boolean {
  return block.rules?.email === true || block.inputType === "email";
}

/** A single-line text field. */
export type TextBlock = z.infer<typeof textBlockSchema>;

/**
 * The TextBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const textFieldDocument: FieldTypeDocument<TextBlock> = {
  coercePrefill: (_block, raw) => prefillText(raw, TEXT_MAX_LENGTH),
  textMaxLength: TEXT_MAX_LENGTH,
  fromFormPost: (_block, posted) => posted[0] ?? "",
  answerText: (value) => answerText(value),
  rules: TEXT_LINE_RULES,
  hasOptions: false,
  chart: "none",
  conditionKind: () => "text",
  draftFits: (_block, value) => fitsDraftText(value, TEXT_MAX_LENGTH),
  // `inputType: "email"` counts too: the field asks for an address, though only `rules.email` checks it.
  givesEmailAddress: (block) => asksForEmail(block),
  verifiesEmailAddress: (block) => block.verify === true,
};
