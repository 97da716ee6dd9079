import { deriveFieldName, deriveOptionValue, FIELD_TYPES } from "@formwright/core";
import type { PublishedKeys } from "../draft-types";
import type { OptionValues } from "./field-settings-values";

/** What decides whether a name or value may still follow its label. */
export interface KeyContext {
  /** Names and option values published versions used: those never change. */
  publishedKeys: PublishedKeys;
  /** The other blocks' field names: a derived name avoids them. */
  takenNames: ReadonlySet<string>;
}

// What the editor gives new fields and options (`text1` labelled "Text",
// `option3` labelled "Option 3"): a generated key counts as the author's own
// once the label has changed without it.
const GENERATED_NAME = new RegExp(`^(${FIELD_TYPES.join("|")})\\d+$`);
const GENERATED_VALUE = /^option\d+$/;

/**
 * The field name after a label change: it follows the label (camelCase, see
 * `deriveFieldName`) while the author has not set one of their own (it is
 * still the generated one beside the type's default label, or what the old
 * label gave) and no published version used it. Otherwise it stays.
 *
 * @example
 * followedName({ name: "text1", oldLabel: "Text", label: "Your email", defaultLabel: "Text", context }); // "yourEmail"
 */
export function followedName({
  name,
  oldLabel,
  label,
  defaultLabel,
  context,
}: {
  name: string;
  oldLabel: string;
  label: string;
  /** The label a new field of this type gets ("Text"). */
  defaultLabel: string;
  context: KeyContext;
}): string {
  if (label === oldLabel || context.publishedKeys.fieldNames.includes(name)) return name;
  const isAuto =
    (GENERATED_NAME.test(name) && oldLabel === defaultLabel) ||
    name === deriveFieldName(oldLabel, context.takenNames);
  return isAuto ? deriveFieldName(label, context.takenNames) : name;
}

/**
 * The options after an edit: each option whose label changed while its value
 * did not follows the label (`evening-social`, unique in the block) while
 * that value is still generated or what the old label gave, and no published
 * version of the field used it. A row that moved keeps its value.
 *
 * @example
 * followedOptions({ options, previous, published: ["option1"] });
 */
export function followedOptions({
  options,
  previous,
  published,
}: {
  options: readonly OptionValues[];
  previous: readonly OptionValues[];
  /** Values published versions of this field used. */
  published: readonly string[];
}): OptionValues[] {
  const next = options.map((option) => ({ ...option }));
  next.forEach((option, index) => {
    const before = previous[index];
    if (!before || before.value !== option.value || before.label === option.label) return;
    if (published.includes(option.value)) return;
    const others = new Set(next.filter((_, i) => i !== index).map((o) => o.value));
    const isAuto =
      GENERATED_VALUE.test(option.value) ||
      option.value === deriveOptionValue(before.label, others);
    if (isAuto) option.value = deriveOptionValue(option.label, others);
  });
  return next;
}
