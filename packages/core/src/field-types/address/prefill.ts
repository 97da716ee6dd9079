import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { prefillText } from "../../prefill/prefill-input";
import { isRecord } from "../../utils/is-record";
import { isCountryCode } from "./country-codes";
import { type AddressValue, collectedParts } from "./parts";

/**
 * An address's starting value from the query string's nested object
 * (`?home[city]=Paris&home[country]=fr`): each part the block collects as a
 * text line would take it, the country as a known code in any case
 * (`fr` → `FR`); parts not collected, and values that do not fit, are
 * dropped. Nothing that fits gives `undefined`.
 *
 * @example
 * prefillAddress(block, { city: "Paris", country: "fr", planet: "Mars" }); // { city: "Paris", country: "FR" }
 */
export function prefillAddress(
  block: { parts?: readonly string[] },
  raw: unknown,
): AddressValue | undefined {
  if (!isRecord(raw)) return undefined;
  const answer: AddressValue = {};
  for (const part of collectedParts(block)) {
    if (!Object.hasOwn(raw, part)) continue;
    const text = prefillText(raw[part], TEXT_MAX_LENGTH);
    if (text === undefined) continue;
    if (part !== "country") answer[part] = text;
    else if (isCountryCode(text.trim().toUpperCase())) answer.country = text.trim().toUpperCase();
  }
  return Object.keys(answer).length > 0 ? answer : undefined;
}
