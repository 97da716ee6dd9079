import { z } from "zod";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { prefillString } from "../../prefill/prefill-input";
import type { FieldTypeDocument } from "../field-type-definition";
import { checkboxAnswerText } from "./answer-text";

/**
 * A single checkbox; its value is `true` or `false`. `required` means it must
 * be ticked (terms, consent).
 *
 * @example
 * checkboxBlockSchema.parse({ type: "checkbox", name: "terms", label: "I accept the terms", required: true });
 */
export const checkboxBlockSchema = z.strictObject({
  type: z.literal("checkbox"),
  ...fieldSettingsShape,
  rules: noRulesSchema.optional(),
  defaultValue: z.boolean().optional(),
});

/** A single checkbox. */
export type CheckboxBlock = z.infer<typeof checkboxBlockSchema>;

/** Longer than any checkbox word with room for spaces around it. */
const CHECKBOX_WORD_MAX_LENGTH = 16;
const TRUE_WORDS: ReadonlySet<string> = new Set(["true", "1", "on"]);
const FALSE_WORDS: ReadonlySet<string> = new Set(["false", "0", "off"]);

/**
 * The CheckboxBlock in the document beyond its schema: the rules it accepts, its
 * options and chart, and how its answers cross the trust boundaries (prefill,
 * a post without scripts, answer text for the CSV and submission details).
 */
export const checkboxFieldDocument: FieldTypeDocument<CheckboxBlock> = {
  coercePrefill: (_block, raw) => {
    const text = prefillString(raw);
    if (text === undefined || text.length > CHECKBOX_WORD_MAX_LENGTH) return undefined;
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    return FALSE_WORDS.has(word) ? false : undefined;
  },
  fromFormPost: (_block, posted) => posted.includes("true"),
  answerText: checkboxAnswerText,
  rules: [],
  hasOptions: false,
  chart: "options",
  fixedOptions: [
    { value: "true", label: "Yes" },
    { value: "false", label: "No" },
  ],
  conditionKind: () => "boolean",
  draftFits: (_block, value) => typeof value === "boolean",
};
