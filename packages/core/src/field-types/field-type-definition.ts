import type { FieldBlock } from "../document/field-block-schema";
import type { RuleName } from "../document/field-rules-schema";
import type { PatternCompiler } from "../pattern/compile-native-pattern";
import type { FieldValidator, SubmissionValue } from "../validation/submission-value";

/**
 * How the submissions page sums a field's answers up: `options` counts the
 * answers per option (a bar per option); `none` draws no chart (free text,
 * numbers).
 */
export type ChartKind = "options" | "none";

/** One option as answer text and charts label it. */
export interface OptionLabel {
  value: string;
  label: string;
}

/** What answer text may know of a field besides its answer: the options any version offered. */
export interface AnswerField {
  options?: readonly OptionLabel[];
}

/**
 * Everything Formwright knows about one field type that is not React: the
 * submission validator, prefill, the empty and restored values, answer text
 * and the chart. The document schema of the type lives beside it in
 * `document/<type>-block-schema.ts`, apart so that browser code that
 * validates never loads zod. Adding a field type is one such module, its
 * schema, and one entry in {@link FIELD_TYPE_REGISTRY}.
 *
 * @example
 * const definition: FieldTypeDefinition<NumberBlock> = numberField;
 * definition.emptyValue({ type: "number", name: "age", label: "Age" }); // undefined
 */
export interface FieldTypeDefinition<TBlock extends FieldBlock = FieldBlock> {
  type: TBlock["type"];
  /** The rules the type accepts, in the editor's order (a select takes its item rules only with `multi`). */
  rules: readonly RuleName[];
  /** Whether blocks of the type carry `options`. */
  hasOptions: boolean;
  /** The submission validator of one block (see `getFieldValidator`): the type's rules and messages. */
  compileValidator(block: TBlock, compilePattern: PatternCompiler): FieldValidator;
  /**
   * A query-string value (a string, an array of strings or a nested object)
   * as the field's starting value, or `undefined` when it does not fit.
   */
  coercePrefill(block: TBlock, raw: unknown): SubmissionValue | undefined;
  /** What the widget holds when nothing is chosen or typed. */
  emptyValue(block: TBlock): unknown;
  /**
   * A value saved in the browser (maybe under an older version of the form)
   * as the field can hold it now, or `undefined` when it no longer fits.
   */
  restoreValue(block: TBlock, value: unknown): unknown;
  /**
   * The answer a post without scripts gives, from the values posted under the
   * field's name (in order), as the widget would have stored it; the
   * validator then judges it.
   */
  fromFormPost(block: TBlock, posted: readonly string[]): unknown;
  /** A stored answer as people read it (submission details, CSV, emails). */
  answerText(value: unknown, field: AnswerField): string;
  /** How the submissions page charts the answers. */
  chart: ChartKind;
  /** For a chart per option: options every block of the type has, whatever its document says. */
  fixedOptions?: readonly OptionLabel[];
}
