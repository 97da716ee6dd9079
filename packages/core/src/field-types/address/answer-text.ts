import { isRecord } from "../../utils/is-record";
import type { AnswerWordsContext } from "../field-type-definition";
import { countryName } from "./country-names";
import { ADDRESS_PARTS } from "./parts";

/**
 * An address answer as people read it: its parts in reading order (line 1,
 * line 2, city, region, postcode, country), joined with ", ", the country by
 * its name in the reader's language (`context.language`; English without
 * one). Parts left empty, and keys that are no part, are left out.
 *
 * @example
 * addressAnswerText({ line1: "1 Rue de Rivoli", city: "Paris", country: "FR" }, { language: "de" });
 * // "1 Rue de Rivoli, Paris, Frankreich"
 */
export function addressAnswerText(value: unknown, context: AnswerWordsContext = {}): string {
  if (!isRecord(value)) return "";
  const words: string[] = [];
  for (const part of ADDRESS_PARTS) {
    const text = Object.hasOwn(value, part) ? value[part] : undefined;
    if (typeof text !== "string" || text.trim() === "") continue;
    words.push(part === "country" ? countryName(text, context.language) : text);
  }
  return words.join(", ");
}
