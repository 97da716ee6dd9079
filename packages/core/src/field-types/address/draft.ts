import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { isRecord } from "../../utils/is-record";
import { fitsDraftText } from "../shared/draft-values";
import { isCountryCode } from "./country-codes";
import { collectedParts } from "./parts";

/**
 * Whether a draft's address has the shape the field takes, however
 * incomplete ("Save and continue later" keeps an address half typed, a
 * required part still missing): an object of parts the block collects, each
 * text a line may hold, the country empty or a known code.
 *
 * @example
 * fitsDraftAddress({ required: true }, { line1: "1 Main" }); // true
 * fitsDraftAddress({ parts: ["city"] }, { line1: "1 Main" }); // false
 */
export function fitsDraftAddress(block: { parts?: readonly string[] }, value: unknown): boolean {
  if (!isRecord(value)) return false;
  const collected: ReadonlySet<string> = new Set(collectedParts(block));
  return Object.entries(value).every(
    ([part, text]) =>
      collected.has(part) &&
      fitsDraftText(text, TEXT_MAX_LENGTH) &&
      (part !== "country" || text === "" || isCountryCode(text)),
  );
}
