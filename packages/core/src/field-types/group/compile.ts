import { blockVisibility, hasConditions } from "../../logic/block-visibility";
import { messages } from "../../messages";
import type { PatternCompiler } from "../../pattern/compile-native-pattern";
import { isPlainObject } from "../../utils/is-plain-object";
import { hasMoreCodePointsThan } from "../../validation/count-code-points";
import { getFieldValidator } from "../../validation/get-field-validator";
import { isBlank } from "../../validation/is-blank";
import type { FieldValidator, SubmissionValue } from "../../validation/submission-value";
import { fieldTypeOf } from "../registry";
import type { GroupBlock, GroupInnerBlock } from "./block";
import { groupInnerName } from "./item-names";
import { groupMessages } from "./messages";

/** One answer of a group item: inner field name → its value. */
export type GroupItem = Record<string, SubmissionValue>;

/** One problem of a group answer: the item (0-based; null for the group as a whole), the inner field, the message. */
export interface GroupError {
  item: number | null;
  /** The inner field's name; "" for the group as a whole (too few or too many items). */
  name: string;
  message: string;
}

/** What an item is called in messages: `itemLabel`, else the group's label. */
export function groupItemLabel(block: Pick<GroupBlock, "label" | "itemLabel">): string {
  return block.itemLabel ?? block.label;
}

/** The inner field types a group uses (to load before its validator is built). */
export function groupInnerTypes(block: Pick<GroupBlock, "blocks">): GroupInnerBlock["type"][] {
  return [...new Set(block.blocks.map((inner) => inner.type))];
}

/**
 * Validates one item against the inner blocks, as a form's submission is
 * validated (see `createSubmissionValidator`): over-long text refused before
 * any condition reads it, fields hidden by their conditions (which read
 * earlier fields of the same item) skipped and not stored, keys that are not
 * inner fields refused.
 */
function validateItem(
  block: GroupBlock,
  compilePattern: PatternCompiler | undefined,
  item: Record<string, unknown>,
  index: number | null,
  errors: GroupError[],
): GroupItem {
  const inner = block.blocks;
  const overCap = new Set<string>();
  for (const field of inner) {
    const max = fieldTypeOf(field.type).textMaxLength;
    const answer = Object.hasOwn(item, field.name) ? item[field.name] : undefined;
    if (max !== undefined && typeof answer === "string" && hasMoreCodePointsThan(answer, max)) {
      overCap.add(field.name);
    }
  }
  let shown: boolean[] | null = null;
  if (hasConditions(inner)) {
    const readable: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) if (!overCap.has(key)) readable[key] = value;
    shown = blockVisibility(inner, readable).shown;
  }
  const value: GroupItem = {};
  inner.forEach((field, i) => {
    if (shown && !shown[i] && !overCap.has(field.name)) return;
    const result = getFieldValidator(
      field,
      compilePattern,
    )(Object.hasOwn(item, field.name) ? item[field.name] : undefined);
    if ("error" in result) errors.push({ item: index, name: field.name, message: result.error });
    else if (result.value !== undefined) value[field.name] = result.value;
  });
  const names = new Set(inner.map((field) => field.name));
  for (const key of Object.keys(item)) {
    if (!names.has(key))
      errors.push({ item: index, name: key, message: messages.unknownField(key) });
  }
  return value;
}

/**
 * Every problem of a group answer, in order (the group's count first, then
 * item by item, field by field), and the value to store when there is none:
 * with `repeat`, an array of items (`[]` for nothing); without, one item
 * (`undefined` when nothing was answered). The widget shows each message at
 * its inner field; the submission validator gives the first, naming the item.
 *
 * @example
 * validateGroup(block, [{ email: "" }]).errors;
 * // [{ item: 0, name: "email", message: "Email is required" }]
 */
export function validateGroup(
  block: GroupBlock,
  value: unknown,
  compilePattern?: PatternCompiler,
): { value: SubmissionValue | undefined; errors: GroupError[] } {
  const errors: GroupError[] = [];
  const wrongType = () => ({
    value: undefined,
    errors: [{ item: null, name: "", message: messages.wrongType(block.label) }],
  });
  if (block.repeat === undefined) {
    if (isBlank(value)) value = {};
    if (!isPlainObject(value)) return wrongType();
    const item = validateItem(block, compilePattern, value, null, errors);
    const answered = Object.keys(item).length > 0;
    if (!answered && block.required === true) {
      errors.unshift({ item: null, name: "", message: messages.required(block.label) });
    }
    return { value: answered ? (item as SubmissionValue) : undefined, errors };
  }
  if (isBlank(value)) value = [];
  if (!Array.isArray(value)) return wrongType();
  const { min, max } = block.repeat;
  const least = Math.max(min, block.required === true ? 1 : 0);
  if (value.length < least) {
    errors.push({ item: null, name: "", message: groupMessages.tooFew(block.label, least) });
  }
  // Items past the most are not read: the answer is refused, at no cost past the cap.
  if (value.length > max) {
    errors.push({ item: null, name: "", message: groupMessages.tooMany(block.label, max) });
    return { value: undefined, errors };
  }
  const items: GroupItem[] = [];
  value.forEach((item: unknown, index) => {
    if (!isPlainObject(item)) {
      errors.push({ item: index, name: "", message: messages.wrongType(block.label) });
      return;
    }
    items.push(validateItem(block, compilePattern, item, index, errors));
  });
  return { value: items as unknown as SubmissionValue, errors };
}

/**
 * A group error as one message: an item's names the item
 * ("Attendee 2: Email is required"), the group's as it is.
 *
 * @example
 * groupErrorMessage(block, { item: 1, name: "email", message: "Email is required" });
 * // "Attendee 2: Email is required"
 */
export function groupErrorMessage(block: GroupBlock, error: GroupError): string {
  return error.item === null
    ? error.message
    : groupMessages.itemError(groupItemLabel(block), error.item + 1, error.message);
}

/**
 * Builds the validator of a group: see {@link validateGroup}; the first
 * problem is the field's message, naming its item.
 *
 * @example
 * compileGroupField(block)([{ email: "" }]); // { error: "Attendee 1: Email is required" }
 */
export function compileGroupField(
  block: GroupBlock,
  compilePattern?: PatternCompiler,
): FieldValidator {
  return (value) => {
    const result = validateGroup(block, value, compilePattern);
    const first = result.errors[0];
    if (first) return { error: groupErrorMessage(block, first) };
    return { value: result.value };
  };
}

/**
 * When a group's answer is refused, the messages its inner fields show, by
 * their name under the group's (`1.email` for `attendees.1.email`), each
 * naming its item; none when the group's own message comes first (too few
 * or too many items). The widget shows these at the inner fields.
 *
 * @example
 * groupInnerErrors(block, [{ name: "Ada" }]); // [{ name: "0.email", message: "Attendee 1: Email is required" }]
 */
export function groupInnerErrors(
  block: GroupBlock,
  value: unknown,
  compilePattern?: PatternCompiler,
): { name: string; message: string }[] {
  const { errors } = validateGroup(block, value, compilePattern);
  if (errors.length === 0 || errors[0]?.name === "") return [];
  return errors
    .filter((error) => error.name !== "")
    .map((error) => ({
      name: groupInnerName("", error.item, error.name).slice(1),
      message: groupErrorMessage(block, error),
    }));
}
