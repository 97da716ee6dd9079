import type { RuleName } from "@formwright/core";

/** How a rule's value is typed in. */
export type RuleInputKind = "count" | "number" | "pattern" | "flag" | "country";

/**
 * The editor's caption and input for each validation rule.
 *
 * @example
 * RULE_SETTINGS.maxLength.label; // "Maximum length"
 */
export const RULE_SETTINGS: Readonly<
  Record<RuleName, { label: string; kind: RuleInputKind; description?: string }>
> = {
  minLength: { label: "Minimum length", kind: "count", description: "In characters" },
  maxLength: { label: "Maximum length", kind: "count", description: "In characters" },
  pattern: {
    label: "Pattern",
    kind: "pattern",
    description: "A regular expression the whole answer must match, e.g. [0-9]{5}",
  },
  email: { label: "Must be an email address", kind: "flag" },
  url: { label: "Must be a web address (http or https)", kind: "flag" },
  min: { label: "Smallest number", kind: "number" },
  max: { label: "Largest number", kind: "number" },
  minItems: { label: "Fewest choices", kind: "count" },
  maxItems: { label: "Most choices", kind: "count" },
  phone: {
    label: "Phone number",
    kind: "country",
    description:
      "A valid number for this country (or any with + and its country code), stored as +33612345678",
  },
};
