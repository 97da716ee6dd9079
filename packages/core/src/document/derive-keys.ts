import { FIELD_NAME_MAX_LENGTH } from "../constants/document-limits";
import { RESERVED_KEYS } from "../utils/reserved-keys";

/** The words of a label in plain ASCII letters and digits: "Café & bar" → ["Cafe", "bar"]. */
function asciiWords(label: string): string[] {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

function unique(base: string, taken: ReadonlySet<string>, separator: string): string {
  if (!taken.has(base) && !RESERVED_KEYS.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${separator}${n}`)) n += 1;
  return `${base}${separator}${n}`;
}

/**
 * A field name made from a label: camelCase ASCII letters and digits, starting
 * with a letter, at most 64 characters, not one of `taken` (then `email2`,
 * `email3`...) and never a reserved key. Valid for `fieldNameSchema`.
 *
 * @example
 * deriveFieldName("Your email", new Set()); // "yourEmail"
 * deriveFieldName("Email", new Set(["email"])); // "email2"
 * deriveFieldName("2nd choice", new Set()); // "field2ndChoice"
 */
export function deriveFieldName(label: string, taken: ReadonlySet<string>): string {
  const words = asciiWords(label);
  let base = words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("");
  if (base === "") base = "field";
  else if (/^[0-9]/.test(base)) base = `field${base.charAt(0).toUpperCase()}${base.slice(1)}`;
  return unique(base.slice(0, FIELD_NAME_MAX_LENGTH - 4), taken, "");
}

/** Longest option value the editor derives (long labels make long values otherwise). */
const OPTION_VALUE_MAX_LENGTH = 60;

/**
 * An option value made from its label: lower-case ASCII words joined by `-`
 * ("Evening social" → `evening-social`), not one of `taken` (then
 * `evening-social-2`...); `option` when the label has no letter or digit.
 *
 * @example
 * deriveOptionValue("Evening social", new Set()); // "evening-social"
 * deriveOptionValue("Yes!", new Set(["yes"])); // "yes-2"
 */
export function deriveOptionValue(label: string, taken: ReadonlySet<string>): string {
  const base =
    asciiWords(label).join("-").toLowerCase().slice(0, OPTION_VALUE_MAX_LENGTH).replace(/-$/, "") ||
    "option";
  return unique(base, taken, "-");
}
