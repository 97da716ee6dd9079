import type { z } from "zod";
import { blockSchema } from "../document/block-schema";
import { documentMessages } from "../document/document-messages";
import { isFieldBlock } from "../document/is-field-block";
import { namedFieldOf } from "../document/named-field";
import { fieldDocumentOf } from "../field-types/document-list";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { type ConditionKind, OPERATORS_BY_KIND } from "./condition-kind";
import { lastFieldOf, variableFields } from "./variable-fields";
import {
  CONDITION_OPERATORS,
  type ConditionOperator,
  VALUELESS_OPERATORS,
} from "./visible-when-schema";

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isText = (value: unknown) => (typeof value === "string" ? null : "text");

/**
 * What a condition's value must be for each kind of answer, in words, or null
 * when `value` is one; `options` are the field's option values (none when any
 * text is an answer).
 */
const VALUE_PROBLEM: Readonly<
  Record<ConditionKind, (value: unknown, options: readonly string[]) => string | null>
> = {
  text: isText,
  option: optionProblem,
  options: optionProblem,
  boolean: (value) => (typeof value === "boolean" ? null : "true or false"),
  number: (value) => (typeof value === "number" && Number.isFinite(value) ? null : "a number"),
  date: (value) => (typeof value === "string" && DATE.test(value) ? null : "a date (YYYY-MM-DD)"),
  time: (value) => (typeof value === "string" && TIME.test(value) ? null : "a time (HH:MM, 24 h)"),
  answered: () => null,
};

function optionProblem(value: unknown, options: readonly string[]): string | null {
  if (options.length === 0) return isText(value);
  return typeof value === "string" && options.includes(value)
    ? null
    : `one of the field's option values: ${options.map((o) => JSON.stringify(o)).join(", ")}`;
}

/** Option values a creatable select does not limit (any text is an answer). */
function optionValues(block: unknown): readonly string[] {
  if (!isRecord(block) || block.creatable === true || !Array.isArray(block.options)) return [];
  return block.options.flatMap((o) =>
    isRecord(o) && typeof o.value === "string" ? [o.value] : [],
  );
}

/**
 * Checks every `visibleWhen` of a document against the document: each
 * condition names a field that comes earlier (so there can be no cycle), or
 * a variable every field of which comes earlier (issue 32: a variable's
 * value is a number, a text or true/false, so any operator applies and its
 * value is one of those), with an operator its kind of answer takes and a
 * value of that kind. Reads input of unknown shape, so it reports alongside
 * the document's other problems.
 */
export function checkConditions(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const blocks: unknown[] = document.blocks;
  const fieldIndex = new Map<string, number>();
  blocks.forEach((block, index) => {
    const name = namedFieldOf(block);
    if (name !== null && !fieldIndex.has(name)) fieldIndex.set(name, index);
  });
  // Parsed only when a condition names something that is not a block.
  let fieldsOfVariables: Map<string, Set<string>> | undefined;
  const fieldsOfVariable = (name: string) => {
    fieldsOfVariables ??= variableFields(document.variables);
    return fieldsOfVariables.get(name);
  };
  const kinds = new Map<number, ConditionKind | null>();
  const kindAt = (index: number): ConditionKind | null => {
    if (!kinds.has(index)) {
      const parsed = blockSchema.safeParse(blocks[index]);
      kinds.set(
        index,
        parsed.success && isFieldBlock(parsed.data)
          ? fieldDocumentOf(parsed.data.type).conditionKind(parsed.data)
          : null,
      );
    }
    return kinds.get(index) ?? null;
  };

  blocks.forEach((block, index) => {
    if (!isRecord(block) || !isRecord(block.visibleWhen)) return;
    const group = Array.isArray(block.visibleWhen.all) ? "all" : "any";
    const conditions = block.visibleWhen[group];
    if (!Array.isArray(conditions)) return;
    conditions.forEach((condition: unknown, c) => {
      checkCondition(condition, c);
    });
    function checkCondition(condition: unknown, c: number): void {
      if (!isRecord(condition) || typeof condition.field !== "string") return;
      const path = ["blocks", index, "visibleWhen", group, c];
      const issue = (key: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [...path, key], message });
      const target = fieldIndex.get(condition.field);
      const variable = target === undefined ? fieldsOfVariable(condition.field) : undefined;
      if (variable) return void checkVariableCondition(condition, variable, issue);
      if (target === undefined)
        return void issue("field", documentMessages.conditionUnknownField(condition.field));
      if (target >= index) {
        return void issue(
          "field",
          documentMessages.conditionLaterField(condition.field, formatJsonPath(["blocks", target])),
        );
      }
      const op = condition.op as ConditionOperator;
      if (!CONDITION_OPERATORS.includes(op)) return; // the schema names the operators
      const kind = kindAt(target);
      if (kind === null) return; // the field's own problems are reported at the field
      const allowed = OPERATORS_BY_KIND[kind];
      if (!allowed.includes(op)) {
        return void issue(
          "op",
          documentMessages.conditionOperator(op, condition.field, kind, allowed),
        );
      }
      const hasValue = condition.value !== undefined;
      if (VALUELESS_OPERATORS.has(op)) {
        if (hasValue) issue("value", documentMessages.conditionTakesNoValue(op));
        return;
      }
      if (!hasValue) return void issue("value", documentMessages.conditionNeedsValue(op));
      const problem = VALUE_PROBLEM[kind](condition.value, optionValues(blocks[target]));
      if (problem) issue("value", documentMessages.conditionValue(problem));
    }
    function checkVariableCondition(
      condition: Record<string, unknown>,
      fields: ReadonlySet<string>,
      issue: (key: string, message: string) => void,
    ): void {
      const name = condition.field as string;
      const last = lastFieldOf(fields, fieldIndex);
      if (last && last.index >= index) {
        return void issue(
          "field",
          documentMessages.conditionVariableLaterField(
            name,
            last.name,
            formatJsonPath(["blocks", last.index]),
          ),
        );
      }
      const op = condition.op as ConditionOperator;
      if (!CONDITION_OPERATORS.includes(op)) return;
      const hasValue = condition.value !== undefined;
      if (VALUELESS_OPERATORS.has(op)) {
        if (hasValue) issue("value", documentMessages.conditionTakesNoValue(op));
        return;
      }
      // The schema takes a number, a text or true/false: each compares with a variable's value.
      if (!hasValue) issue("value", documentMessages.conditionNeedsValue(op));
    }
  });
}
