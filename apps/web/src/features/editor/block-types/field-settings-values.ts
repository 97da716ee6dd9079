import { type FieldType, GRID_COLUMNS, type RuleName } from "@formwright/core";
import type { NumberInputValue } from "@formwright/fields";
import { FIELD_EDITORS } from "../../field-types/admin-list";
import { withRuleMessage } from "../../field-types/shared/own-rules";
import { ruleValue } from "../../field-types/shared/rule-value";
import { numberInput } from "../../field-types/shared/setting-values";
import type { DraftBlock } from "../draft-types";
import type { PathSegment } from "../json-path";
import { DEFAULT_VALUE_INPUTS } from "./default-value-inputs";
import { isRecord, setOptional, textOf } from "./draft-values";
import { defaultValueKindFor, hasOptions, OWN_SETTINGS, rulesFor } from "./field-editor-settings";
import { followedName, followedOptions, type KeyContext } from "./follow-labels";
import { RULE_SETTINGS } from "./rule-settings";

/** One row of the options editor, with a quiz's `points` and `correct` mark (issue 32). */
export interface OptionValues {
  label: string;
  value: string;
  points?: number;
  correct?: boolean;
}

/**
 * An option's quiz settings (issue 32): its points (a number; an emptied
 * points input leaves the key out) and its correct mark (only when set).
 */
function scoreOf(option: unknown): Pick<OptionValues, "points" | "correct"> {
  if (!isRecord(option)) return {};
  return {
    ...(typeof option.points === "number" && Number.isFinite(option.points)
      ? { points: option.points }
      : {}),
    ...(option.correct === true ? { correct: true } : {}),
  };
}

/** The rule inputs of a field's settings. */
export type RuleValues = Partial<
  Record<"minLength" | "maxLength" | "min" | "max" | "minItems" | "maxItems", NumberInputValue>
> & {
  pattern: string;
  email: boolean;
  url: boolean;
  /** The phone rule's default country, `""` when off. */
  phone: string;
};

/** A field block's settings as the editor's inputs hold them. */
export interface FieldSettingsValues {
  label: string;
  name: string;
  description: string;
  /** A quiz's word on the question, shown with the correct answer after a submit (issue 32). */
  explanation: string;
  placeholder: string;
  required: boolean;
  hiddenLabel: boolean;
  /** `"1"`…`"11"` columns, `"full"` (or `null`, cleared), `"custom"` for a per-breakpoint width kept as is. */
  width: string | null;
  options: OptionValues[];
  defaultValue: unknown;
  rules: RuleValues;
  /** The inputs of a type's own settings (see `readOwn` of its `FieldEditor`). */
  [own: string]: unknown;
}

function readPhoneCountry(rule: unknown): string {
  return isRecord(rule) && typeof rule.defaultCountry === "string" ? rule.defaultCountry : "";
}

function toWidthInput(width: unknown): string {
  if (isRecord(width)) return "custom";
  return typeof width === "number" && width < GRID_COLUMNS ? String(width) : "full";
}

/**
 * The inputs' values for a field block: every setting the editor offers, with
 * unset ones empty.
 *
 * @example
 * toFieldValues({ type: "text", name: "email", label: "Email", rules: { maxLength: 80 } }).rules.maxLength; // 80
 */
export function toFieldValues(block: DraftBlock, type: FieldType): FieldSettingsValues {
  const rules = isRecord(block.rules) ? block.rules : {};
  const isMulti = block.multi === true;
  const { readOwn } = FIELD_EDITORS[type];
  const options = Array.isArray(block.options) ? block.options : [];
  return {
    label: textOf(block.label),
    name: textOf(block.name),
    description: textOf(block.description),
    explanation: textOf(block.explanation),
    placeholder: textOf(block.placeholder),
    required: block.required === true,
    hiddenLabel: block.hiddenLabel === true,
    width: toWidthInput(block.width),
    options: options.map((option: unknown) => ({
      label: isRecord(option) ? textOf(option.label) : "",
      value: isRecord(option) ? textOf(option.value) : "",
      ...scoreOf(option),
    })),
    defaultValue: DEFAULT_VALUE_INPUTS[defaultValueKindFor(type, isMulti)].toInput(
      block.defaultValue,
    ),
    rules: {
      minLength: numberInput(ruleValue(rules.minLength)),
      maxLength: numberInput(ruleValue(rules.maxLength)),
      min: numberInput(ruleValue(rules.min)),
      max: numberInput(ruleValue(rules.max)),
      minItems: numberInput(ruleValue(rules.minItems)),
      maxItems: numberInput(ruleValue(rules.maxItems)),
      pattern: textOf(ruleValue(rules.pattern)),
      email: ruleValue(rules.email) === true,
      url: ruleValue(rules.url) === true,
      phone: readPhoneCountry(ruleValue(rules.phone)),
    },
    ...readOwn?.(block),
  };
}

function buildRules(
  names: readonly RuleName[],
  input: RuleValues,
  current: unknown,
): Record<string, unknown> | undefined {
  const rules: Record<string, unknown> = {};
  const previous = isRecord(current) ? current : {};
  for (const name of names) {
    const raw: unknown = input[name];
    const kind = RULE_SETTINGS[name].kind;
    const value =
      kind === "flag"
        ? raw === true || undefined
        : raw === undefined || raw === null || raw === ""
          ? undefined
          : kind === "country"
            ? { defaultCountry: raw }
            : raw;
    if (value !== undefined) rules[name] = withRuleMessage(value, previous[name]);
  }
  return Object.keys(rules).length > 0 ? rules : undefined;
}

/**
 * The field block the inputs describe. Starts from the current block, so what
 * the editor does not show (an `id`, a per-breakpoint width, custom rule
 * messages) is kept; emptied optional settings are removed.
 *
 * @example
 * fromFieldValues({ values, current: block, type: "text" });
 */
export function fromFieldValues({
  values,
  current,
  type,
  keys,
}: {
  values: FieldSettingsValues;
  current: DraftBlock;
  type: FieldType;
  /** With these, the name and option values follow their labels while they may. */
  keys?: KeyContext;
}): DraftBlock {
  const features = FIELD_EDITORS[type];
  const isMulti = features.hasMulti === true && values.multi === true;
  const next: DraftBlock = { ...current, type };
  next.label = values.label;
  const oldName = textOf(current.name);
  next.name =
    keys && values.name === oldName
      ? followedName({
          name: values.name,
          oldLabel: textOf(current.label),
          label: values.label,
          defaultLabel: features.title,
          context: keys,
        })
      : values.name;
  setOptional(next, "description", values.description || undefined);
  if (hasOptions(type)) setOptional(next, "explanation", values.explanation || undefined);
  if (features.hasPlaceholder) setOptional(next, "placeholder", values.placeholder || undefined);
  if (!features.showsNoWidget) {
    setOptional(next, "required", values.required || undefined);
    setOptional(next, "hiddenLabel", values.hiddenLabel || undefined);
  }
  setOptional(
    next,
    "width",
    values.width === "custom"
      ? current.width
      : values.width && values.width !== "full"
        ? Number(values.width)
        : undefined,
  );
  if (hasOptions(type)) {
    const options = values.options.map((option) => ({
      label: option.label,
      value: option.value,
      ...scoreOf(option),
    }));
    next.options = keys
      ? followedOptions({
          options,
          previous: toFieldValues(current, type).options,
          published: keys.publishedKeys.optionValues[oldName] ?? [],
        })
      : options;
  }
  const kind = defaultValueKindFor(type, isMulti);
  setOptional(next, "defaultValue", DEFAULT_VALUE_INPUTS[kind].fromInput(values.defaultValue));
  if (!features.ownRules) {
    setOptional(next, "rules", buildRules(rulesFor(type, isMulti), values.rules, current.rules));
  }
  // Last, so a type's own settings may settle the rules they imply (a text's kind).
  features.writeOwn?.(values, next);
  return next;
}

const ALWAYS_SHOWN = new Set([
  "label",
  "name",
  "description",
  "required",
  "hiddenLabel",
  "width",
  "defaultValue",
]);

/**
 * The input a problem at `path` (inside a field block) belongs to, by the
 * input's name, or `null` when no input shows that setting (the problem is
 * then listed for the block as a whole).
 *
 * @example
 * fieldSettingFor({ path: ["options", 0, "value"], block, type: "select" }); // "options.0.value"
 */
export function fieldSettingFor({
  path,
  block,
  type,
}: {
  path: readonly PathSegment[];
  block: DraftBlock;
  type: FieldType;
}): string | null {
  const [head, second, third] = path;
  if (typeof head !== "string") return null;
  if (ALWAYS_SHOWN.has(head)) return head;
  const settings = FIELD_EDITORS[type];
  if (head === "placeholder") return settings.hasPlaceholder ? head : null;
  if (OWN_SETTINGS.has(head)) return settings.ownSettings?.includes(head) ? head : null;
  if (head === "explanation") return hasOptions(type) ? head : null;
  if (head === "options") {
    if (!hasOptions(type)) return null;
    if (typeof second !== "number") return "options.root";
    const input = third === "label" || third === "points" || third === "correct" ? third : "value";
    return `options.${second}.${input}`;
  }
  if (head === "rules" && typeof second === "string") {
    const offered: readonly string[] = rulesFor(type, block.multi === true);
    return offered.includes(second) ? `rules.${second}` : null;
  }
  return null;
}
