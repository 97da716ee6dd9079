import { messages } from "../../messages";
import { isBlank } from "../../validation/is-blank";
import type { FieldValidator } from "../../validation/submission-value";
import { isInRange } from "./whole-number-range";

/**
 * Builds the validator of a field whose answer is one whole number of a
 * range (stars, a scale's points): a JSON number that is an integer from `min` to
 * `max`. Anything else that is not empty is refused, naming the range; empty
 * is no answer (or `{label} is required`).
 *
 * @example
 * const validate = compileWholeNumber({ label: "Service", required: true, min: 1, max: 5 });
 * validate(4); // { value: 4 }
 * validate(6); // { error: "Service must be a whole number from 1 to 5" }
 */
export function compileWholeNumber({
  label,
  required,
  min,
  max,
}: {
  label: string;
  required: boolean;
  min: number;
  max: number;
}): FieldValidator {
  const requiredMessage = messages.required(label);
  const outOfRangeMessage = messages.notOnScale(label, min, max);
  return (value) => {
    if (isBlank(value)) return required ? { error: requiredMessage } : { value: undefined };
    return isInRange(value, { min, max }) ? { value } : { error: outOfRangeMessage };
  };
}
