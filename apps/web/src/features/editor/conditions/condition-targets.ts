import {
  type Condition,
  type ConditionKind,
  type ConditionOperator,
  type FieldBlock,
  fieldDocumentOf,
  OPERATORS_BY_KIND,
  VALUELESS_OPERATORS,
} from "@formwright/core";
import type { DraftBlock } from "../draft-types";

/** A field a condition may read: one that comes before the block being edited. */
export interface ConditionTarget {
  name: string;
  /** The field's label as the editor shows it (its name when the label is empty). */
  caption: string;
  kind: ConditionKind;
  /** Its option values and labels, when answers are one of them. */
  options: readonly { label: string; value: string }[];
}

/** The option list of a draft block, when it has one of `{ label, value }` pairs. */
function optionsOf(block: DraftBlock): ConditionTarget["options"] {
  if (!Array.isArray(block.options)) return [];
  return block.options.flatMap((option: unknown) => {
    const { label, value } = (option ?? {}) as { label?: unknown; value?: unknown };
    return typeof value === "string"
      ? [{ label: typeof label === "string" && label.trim() ? label : value, value }]
      : [];
  });
}

/** What a draft field's answers are, for conditions ("answered" when the draft cannot tell). */
function kindOf(block: DraftBlock): ConditionKind {
  try {
    return fieldDocumentOf(block.type as FieldBlock["type"]).conditionKind(block as FieldBlock);
  } catch {
    return "answered";
  }
}

/**
 * The fields a block's conditions may read: the named fields above it, in
 * document order (the document refuses conditions on a later field).
 *
 * @example
 * conditionTargets(blocks.slice(0, 3)); // [{ name: "role", caption: "Role", kind: "option", options: [...] }]
 */
export function conditionTargets(earlier: readonly DraftBlock[]): ConditionTarget[] {
  const seen = new Set<string>();
  return earlier.flatMap((block) => {
    const { name } = block;
    if (typeof name !== "string" || name === "" || seen.has(name)) return [];
    // Content blocks carry no name; a type the core does not know has no document.
    if (!fieldDocumentOf(block.type as FieldBlock["type"])) return [];
    seen.add(name);
    const label = typeof block.label === "string" ? block.label.trim() : "";
    const kind = kindOf(block);
    const options = kind === "option" || kind === "options" ? optionsOf(block) : [];
    return [{ name, caption: label || name, kind, options }];
  });
}

const firstOption = (target: ConditionTarget) => target.options[0]?.value ?? "";

/** The value a new condition starts with, by the kind of field it reads. */
const STARTING_VALUE: Readonly<
  Record<ConditionKind, (target: ConditionTarget) => Condition["value"]>
> = {
  text: () => "",
  option: firstOption,
  options: firstOption,
  boolean: () => true,
  number: () => 0,
  date: () => "",
  time: () => "",
  answered: () => "",
};

/**
 * The value a new condition on this field starts with, or none for operators without one.
 *
 * @example
 * initialValue({ name: "age", caption: "Age", kind: "number", options: [] }, "equals"); // 0
 */
export function initialValue(
  target: ConditionTarget,
  op: ConditionOperator,
): Condition["value"] | undefined {
  if (VALUELESS_OPERATORS.has(op)) return undefined;
  return STARTING_VALUE[target.kind](target);
}

/**
 * A condition on `target`: its first operator and a starting value.
 *
 * @example
 * newCondition({ name: "age", caption: "Age", kind: "number", options: [] });
 * // { field: "age", op: "equals", value: 0 }
 */
export function newCondition(target: ConditionTarget): Condition {
  const op = OPERATORS_BY_KIND[target.kind][0] ?? "isAnswered";
  const value = initialValue(target, op);
  return value === undefined ? { field: target.name, op } : { field: target.name, op, value };
}

const COMPARISON_WORDS: Partial<Record<ConditionKind, [string, string]>> = {
  date: ["is after", "is before"],
  time: ["is later than", "is earlier than"],
};

/**
 * How the editor names an operator for a kind of field.
 *
 * @example
 * operatorCaption("options", "contains"); // "includes"
 */
export function operatorCaption(kind: ConditionKind, op: ConditionOperator): string {
  const isList = kind === "options";
  const [after, before] = COMPARISON_WORDS[kind] ?? ["is greater than", "is less than"];
  const captions: Record<ConditionOperator, string> = {
    equals: "is",
    notEquals: "is not",
    contains: isList ? "includes" : "contains",
    notContains: isList ? "does not include" : "does not contain",
    greaterThan: after,
    lessThan: before,
    isAnswered: "is answered",
    isNotAnswered: "is not answered",
  };
  return captions[op];
}
