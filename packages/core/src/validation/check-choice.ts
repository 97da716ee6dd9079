import { CREATED_OPTION_MAX_LENGTH } from "../constants";
import { messages } from "../messages";
import { hasMoreCodePointsThan } from "./count-code-points";
import { isStorableText } from "./is-storable-text";

/** How one chosen value is checked against a field's options. */
export type ChoiceCheck = (value: string) => string | undefined;

/**
 * Builds the membership check of a choice field: the value must be one of the
 * option values, or, when `isCreatable`, any value of the respondent's own
 * of at most 200 code points (measured first) that has some non-space text
 * and nothing that cannot be stored (see {@link isStorableText}).
 *
 * @example
 * const check = compileChoiceCheck({ label: "Topic", optionValues: ["a"], isCreatable: false });
 * check("b"); // "Topic has a choice that is not offered"
 */
export function compileChoiceCheck({
  label,
  optionValues,
  isCreatable,
}: {
  label: string;
  optionValues: readonly string[];
  isCreatable: boolean;
}): ChoiceCheck {
  const allowed = new Set(optionValues);
  const notAnOption = messages.notAnOption(label);
  const tooLong = messages.createdOptionTooLong(label, CREATED_OPTION_MAX_LENGTH);
  const unsupported = messages.unsupportedCharacters(label);
  if (!isCreatable) return (value) => (allowed.has(value) ? undefined : notAnOption);
  return (value) => {
    if (allowed.has(value)) return undefined;
    // The length first, so nothing else reads more than the cap.
    if (hasMoreCodePointsThan(value, CREATED_OPTION_MAX_LENGTH)) return tooLong;
    if (value.trim() === "") return notAnOption;
    return isStorableText(value) ? undefined : unsupported;
  };
}
