import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { messages } from "../../messages";
import { isRecord } from "../../utils/is-record";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { isBlank } from "../../validation/is-blank";
import { isStorableText } from "../../validation/is-storable-text";
import type { FieldValidator } from "../../validation/submission-value";
import type { AddressBlock } from "./block";
import { isCountryCode } from "./country-codes";
import { addressPartLabel } from "./part-labels";
import { type AddressPart, type AddressValue, collectedParts, requiredParts } from "./parts";

/**
 * What is wrong with an address answer: the message, and the part it is
 * about when it is about one (the widget ties the message to that input).
 */
export interface AddressProblem {
  message: string;
  part?: AddressPart;
}

/** The outcome of checking an address: its answer (parts given only) or its first problem. */
type AddressCheck = { answer: AddressValue } | { problem: AddressProblem };

/**
 * Builds the check of an address block: an object of the parts it collects,
 * each a text line (at most {@link TEXT_MAX_LENGTH} code points, nothing
 * that cannot be stored) and the country an ISO 3166-1 alpha-2 code; a
 * required block's required parts (see `requiredParts`) must be given. As a
 * matrix does, a required address with nothing given is `{label} is
 * required`; otherwise the first problem in reading order wins, and names
 * its part (`Postcode is required`).
 *
 * @example
 * compileAddressCheck(block)({ city: "Paris" }); // { problem: { part: "line1", message: "Address line 1 is required" } }
 */
export function compileAddressCheck(block: AddressBlock): (value: unknown) => AddressCheck {
  const parts = collectedParts(block);
  const collected: ReadonlySet<string> = new Set(parts);
  const required: ReadonlySet<AddressPart> = new Set(requiredParts(block));
  const firstRequired = requiredParts(block)[0];
  const wrongType: AddressCheck = { problem: { message: messages.wrongType(block.label) } };
  return (value) => {
    const given = isBlank(value) ? {} : value;
    if (!isRecord(given)) return wrongType;
    for (const [key, text] of Object.entries(given)) {
      if (!collected.has(key)) return wrongType;
      if (text !== undefined && text !== null && typeof text !== "string") return wrongType;
    }
    const answer: AddressValue = {};
    // Nothing given at all says the field, as any empty required field does.
    if (required.size > 0 && parts.every((part) => isBlank(given[part]))) {
      return { problem: { part: firstRequired, message: messages.required(block.label) } };
    }
    for (const part of parts) {
      const text = given[part] as string | null | undefined;
      const label = () => addressPartLabel(part);
      if (typeof text === "string" && hasMoreCodePointsThan(text, TEXT_MAX_LENGTH)) {
        return { problem: { part, message: messages.maxLength(label(), TEXT_MAX_LENGTH) } };
      }
      if (isBlank(text)) {
        if (required.has(part)) return { problem: { part, message: messages.required(label()) } };
        continue;
      }
      if (!isStorableText(text as string)) {
        return { problem: { part, message: messages.unsupportedCharacters(label()) } };
      }
      if (part === "country" && !isCountryCode(text)) {
        return { problem: { part, message: messages.notAnOption(label()) } };
      }
      answer[part] = text as string;
    }
    return { answer };
  };
}

/**
 * The first problem of an address answer, or `undefined` when it has none:
 * what the widget asks to tie the form's message to the right input.
 *
 * @example
 * addressProblem({ type: "address", name: "home", label: "Home", required: true }, {});
 * // { part: "line1", message: "Address line 1 is required" }
 */
export function addressProblem(block: AddressBlock, value: unknown): AddressProblem | undefined {
  const result = compileAddressCheck(block)(value);
  return "problem" in result ? result.problem : undefined;
}

/**
 * Builds the validator of an address: see {@link compileAddressCheck}. The
 * stored answer holds the parts given, each as typed, in reading order; an
 * address with no part given is no answer.
 *
 * @example
 * const validate = compileAddressField({ type: "address", name: "home", label: "Home", required: true });
 * validate({}); // { error: "Home is required" }
 * validate({ line1: "1 Main St", city: "Springfield" }); // { error: "Country is required" }
 * validate({ line1: "1 Main St", city: "Springfield", country: "US" }); // { value: { line1: "1 Main St", city: "Springfield", country: "US" } }
 */
export function compileAddressField(block: AddressBlock): FieldValidator {
  const check = compileAddressCheck(block);
  return (value) => {
    const result = check(value);
    if ("problem" in result) return { error: result.problem.message };
    return Object.keys(result.answer).length === 0
      ? { value: undefined }
      : { value: result.answer as Record<string, string> };
  };
}
