import { TEXTAREA_MAX_LENGTH } from "../constants";
import type { FieldBlock } from "../document/field-block-schema";
import { compileChoiceCheck } from "../validation/check-choice";
import { hasMoreCodePointsThan } from "../validation/count-code-points";
import { getTextMaxLength } from "../validation/get-text-max-length";
import { isBlank } from "../validation/is-blank";
import { isStorableText } from "../validation/is-storable-text";
import { parseDecimalNumber } from "../validation/parse-decimal-number";
import type { SubmissionValue } from "../validation/submission-value";

/**
 * Longer than any field holds (the textarea's cap): such a value is dropped
 * before anything reads it. Each type then applies its own cap.
 */
const PREFILL_VALUE_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
/** Longer than any checkbox word with room for spaces around it. */
const CHECKBOX_WORD_MAX_LENGTH = 16;

const TRUE_WORDS: ReadonlySet<string> = new Set(["true", "1", "on"]);
const FALSE_WORDS: ReadonlySet<string> = new Set(["false", "0", "off"]);

function choiceFilter(block: FieldBlock & { options: readonly { value: string }[] }) {
  const check = compileChoiceCheck({
    label: block.label,
    optionValues: block.options.map((option) => option.value),
    isCreatable: block.type === "select" && block.creatable === true,
  });
  return (value: string) => !isBlank(value) && check(value) === undefined;
}

function toStringList(raw: unknown): string[] | undefined {
  if (typeof raw === "string") return [raw];
  if (!Array.isArray(raw)) return undefined;
  return raw.every((item): item is string => typeof item === "string") ? raw : undefined;
}

/**
 * Turns one value parsed from the query string (a string, an array of
 * strings, or a nested object) into a default value for a field, or
 * `undefined` when it does not fit the field:
 * - text, textarea: a non-blank string, as given (not one with a NUL, which
 *   `%00` decodes to and no field may hold);
 * - number: a decimal string ("3.50" -> 3.5);
 * - radio, single select: a string that is an option value (or any created
 *   value for a creatable select);
 * - checkbox group, multi select: a string or an array of strings; values that
 *   are not options are dropped one by one, repeats kept once, and nothing
 *   left means no value;
 * - checkbox: "true", "1", "on" -> true; "false", "0", "off" -> false (any case).
 * Nested objects and arrays where one value is expected are dropped, and so
 * is any value longer than its field could hold (text 1,000 and textarea
 * 10,000 code points, a number's text 100 characters, a created choice 200),
 * measured before anything else reads it. Rules such as maxLength are not
 * applied here: the respondent sees the value and
 * the form's validation reports it on submit, like anything typed.
 *
 * @example
 * coercePrefillValue({ block: { type: "number", name: "qty", label: "Qty" }, raw: "3.50" }); // 3.5
 * coercePrefillValue({ block: { type: "checkbox", name: "ok", label: "OK" }, raw: "on" }); // true
 */
export function coercePrefillValue({
  block,
  raw,
}: {
  block: FieldBlock;
  raw: unknown;
}): SubmissionValue | undefined {
  if (block.type === "checkboxGroup" || (block.type === "select" && block.multi === true)) {
    const list = toStringList(raw)?.filter((item) => item.length <= PREFILL_VALUE_MAX_LENGTH);
    if (list === undefined) return undefined;
    const chosen = [...new Set(list)].filter(choiceFilter(block));
    return chosen.length > 0 ? chosen : undefined;
  }
  if (typeof raw !== "string" || raw.length > PREFILL_VALUE_MAX_LENGTH || isBlank(raw)) {
    return undefined;
  }
  switch (block.type) {
    case "text":
    case "textarea":
      return !hasMoreCodePointsThan(raw, getTextMaxLength(block.type)) && isStorableText(raw)
        ? raw
        : undefined;
    case "number":
      return parseDecimalNumber(raw);
    case "checkbox": {
      if (raw.length > CHECKBOX_WORD_MAX_LENGTH) return undefined;
      const word = raw.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      return FALSE_WORDS.has(word) ? false : undefined;
    }
    case "radio":
    case "select":
      return choiceFilter(block)(raw) ? raw : undefined;
  }
}
