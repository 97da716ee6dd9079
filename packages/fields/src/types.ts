import type { FieldBreakpoint } from "@formwright/core";
import type { FieldValues, Validate } from "react-hook-form";

/**
 * How many of the grid's 12 columns a field spans.
 *
 * @example
 * const half: ColumnSpan = 6;
 */
export type ColumnSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * A field's width: one column span from the smallest breakpoint (`xs`, 480 px)
 * up, or one span per breakpoint of set A. Below 480 px every field is full
 * width; a breakpoint left out takes the span of the nearest smaller one that
 * is set (full width when none is).
 *
 * @example
 * const half: FieldWidth = 6;
 * const responsive: FieldWidth = { sm: 6, lg: 4 };
 */
export type FieldWidth = ColumnSpan | Partial<Record<FieldBreakpoint, ColumnSpan>>;

/**
 * One validation rule: its plain value (the default message from
 * `@formwright/core` is used) or `{ value, message }` with a message of your own.
 *
 * @example
 * const minLength: RuleValue<number> = { value: 3, message: "Too short" };
 */
export type RuleValue<T> = T | { value: T; message: string };

/**
 * A react-hook-form validate function, or a record of named ones (each name becomes the error's `type`).
 *
 * @example
 * const validate: ValidateRule<string> = { noDigits: (value) => !/\d/.test(value) || "No digits" };
 */
export type ValidateRule<TValue> =
  | Validate<TValue, FieldValues>
  | Record<string, Validate<TValue, FieldValues>>;

/**
 * Extra validation rules of a field, react-hook-form style. They are merged
 * with `required`. Empty values skip every rule but `required` and `validate`.
 *
 * - `minLength` / `maxLength`: characters of a text (Unicode code points).
 * - `min` / `max`: bounds of a number.
 * - `pattern`: a `RegExp` tested against the text, or a source string that must
 *   match the whole text (compiled with the `u` flag) and that a form document
 *   would accept, run on core's linear-time engine: load it once first with
 *   `await loadPatternRule()` from `@formwright/core`.
 * - `minItems` / `maxItems`: how many choices a multi select or checkbox group needs.
 * - `validate`: your own function(s); return `true` or a message.
 *
 * @example
 * const rules: FieldRules<string> = {
 *   minLength: 3,
 *   pattern: { value: /^[A-Z]/, message: "Start with a capital letter" },
 * };
 */
export interface FieldRules<TValue = unknown> {
  minLength?: RuleValue<number>;
  maxLength?: RuleValue<number>;
  min?: RuleValue<number>;
  max?: RuleValue<number>;
  pattern?: RuleValue<RegExp | string>;
  minItems?: RuleValue<number>;
  maxItems?: RuleValue<number>;
  validate?: ValidateRule<TValue>;
}

/**
 * Settings every widget takes (SPEC §2).
 *
 * @example
 * const props: FieldBaseProps<string> = { name: "email", label: "Email", required: true };
 */
export interface FieldBaseProps<TValue> {
  /** Registers the field in the form; nested names (`address.city`) work. */
  name: string;
  /** Visible caption; also the field's accessible name and the subject of its messages. */
  label: string;
  /** Helper text under the label, tied to the input with `aria-describedby`. */
  description?: string;
  /** Hint text inside an empty input (ignored by radio and checkbox widgets). */
  placeholder?: string;
  /** Column span in a {@link FieldGrid}; see {@link FieldWidth}. */
  width?: FieldWidth;
  /** Empty is an error: `{label} is required`. */
  required?: boolean;
  /** Extra rules merged with `required`. */
  rules?: FieldRules<TValue>;
  /** Initial value (the form's own `defaultValues` win when both are set). */
  defaultValue?: TValue;
  /** Hides the caption visually; assistive technology still reads it. */
  hiddenLabel?: boolean;
  /** Called with the stored value on every change. */
  onChange?: (value: TValue) => void;
  /** Disables the input; react-hook-form then skips its validation and value. */
  disabled?: boolean;
}

/**
 * One choice of a select, radio group or checkbox group.
 *
 * @example
 * const option: FieldOption = { label: "Red", value: "red" };
 */
export interface FieldOption {
  label: string;
  value: string;
}
