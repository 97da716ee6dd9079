import type { RuleName } from "../document/field-rules-schema";
import type { FileRef } from "../files/file-ref";
import type { ConditionKind } from "../logic/condition-kind";
import type { PatternCompiler } from "../pattern/compile-native-pattern";
import type { FieldValidator, SubmissionValue } from "../validation/submission-value";
import type { FieldBlock } from "./document-list";
import type { FieldSummary } from "./field-summary";

/**
 * How the submissions page sums a field's answers up: `options` counts the
 * answers per option (a bar per option); `none` draws no chart (free text,
 * numbers); `distribution` counts each whole number of a range (rating, scale;
 * a repeating group's number of items);
 * `matrix` a stacked bar per row; `ranking` the mean rank per option.
 */
export type ChartKind =
  | "options"
  | "none"
  /** Counts per whole number of a range, and the mean (rating, scale). */
  | "distribution"
  | "matrix"
  | "ranking"
  /** Dates: the earliest, the latest and the count per month. */
  | "dates"
  /** Times of day: the count per hour. */
  | "times";

/** One option as answer text and charts label it. */
export interface OptionLabel {
  value: string;
  label: string;
}

/** What answer text may know of a field besides its answer: the options any version offered. */
export interface AnswerField {
  options?: readonly OptionLabel[];
  /** A matrix's rows and columns. */
  rows?: readonly OptionLabel[];
  columns?: readonly OptionLabel[];
  /** A group's inner fields, label and item label (its answer read item by item, field by field). */
  blocks?: readonly InnerAnswerField[];
  label?: string;
  itemLabel?: string | null;
}

/**
 * An inner field of a group as answer text reads it: its type (a type this
 * build does not know reads as stored), name, label and choices.
 */
export interface InnerAnswerField extends AnswerField {
  type: string;
  name: string;
  label: string;
}

/**
 * What answer words may be told of the reader: the language dates and times
 * are written in (stored form, ISO, without it) and the product words.
 */
export interface AnswerWordsContext {
  /** A BCP 47 language tag; without it dates and times stay as stored (`2026-03-07`, `14:30`). */
  language?: string;
  /** The words for a ticked and an unticked checkbox and a drawn signature (English by default). */
  labels?: { yes?: string; no?: string; signed?: string };
}

/**
 * One CSV column of a field that writes several (see
 * {@link FieldTypeDocument.csvColumns}): its header, the key of the answer
 * object it reads (`answer[key]`), and the labels of the values it holds.
 */
export interface CsvColumn {
  header: string;
  key: string;
  options?: readonly OptionLabel[];
}

/**
 * What one field type does where a form is filled, browser and server alike:
 * the submission validator, the empty and restored values. It lives in the
 * type's folder (`field-types/<type>/definition.ts`); the rest of the type is
 * in its `block.ts`: the zod schema and the {@link FieldTypeDocument} (rules,
 * options, chart, prefill, a post without scripts, answer text), apart so
 * that the public form's browser code loads neither zod nor code only the
 * server runs. Adding a field type is its folder and one entry in each list
 * (`field-types/list.ts`, `field-types/document-list.ts`).
 *
 * @example
 * const definition: FieldTypeDefinition<NumberBlock> = numberField;
 * definition.emptyValue({ type: "number", name: "age", label: "Age" }); // undefined
 */
export interface FieldTypeDefinition<TBlock extends FieldBlock = FieldBlock> {
  type: TBlock["type"];
  /** The submission validator of one block (see `getFieldValidator`): the type's rules and messages. */
  compileValidator(block: TBlock, compilePattern: PatternCompiler): FieldValidator;
  /**
   * For a type whose answer is typed text: the most code points it holds. A
   * longer answer is refused before any condition reads it (the validator's
   * first check gives the message).
   */
  textMaxLength?: number;
  /** What the widget holds when nothing is chosen or typed. */
  emptyValue(block: TBlock): unknown;
  /**
   * A value saved in the browser (maybe under an older version of the form)
   * as the field can hold it now, or `undefined` when it no longer fits.
   */
  restoreValue(block: TBlock, value: unknown): unknown;
  /**
   * An answer in words where the document registry is not loaded: the filling
   * browser, whose later texts show earlier answers (`{{name}}`). The same
   * words as the type's {@link FieldTypeDocument.answerText} (one function,
   * kept in a file of the type's folder that loads no zod).
   */
  answerText(value: unknown, field: AnswerField, context?: AnswerWordsContext): string;
  /**
   * What an answer scores, for `points(field)` in variables (issue 32): the
   * points of the options it chose, or a rating's or scale's value. A type
   * without it scores 0.
   */
  points?(block: TBlock, value: unknown): number;
  /**
   * For a quiz (issue 32 §2), a type whose answer is an order (a ranking):
   * the right answer as option values first to last, or null when this
   * block is no quiz question. A type without it is right when exactly its
   * options marked `"correct": true` are chosen.
   */
  quizOrder?(block: TBlock): readonly string[] | null;
}

/**
 * What a field type is in the form document and outside the filling browser:
 * the rules it accepts, its options, how a submission page charts it, and how
 * its answers cross the trust boundaries (prefill from the query string, a
 * post without scripts, answer text). It lives in the type's folder
 * (`field-types/<type>/block.ts`), beside its zod schema, which the public
 * form's browser code never loads, and is listed in
 * {@link FIELD_DOCUMENT_REGISTRY}.
 *
 * @example
 * numberFieldDocument.coercePrefill(block, "3.50"); // 3.5
 */
export interface FieldTypeDocument<TBlock extends FieldBlock = FieldBlock> {
  /** The rules the type accepts, in the editor's order (a select takes its item rules only with `multi`). */
  rules: readonly RuleName[];
  /** Whether blocks of the type carry `options`. */
  hasOptions: boolean;
  /** How the submissions page charts the answers. */
  chart: ChartKind;
  /** For a chart per option: options every block of the type has, whatever its document says. */
  fixedOptions?: readonly OptionLabel[];
  /**
   * Optional: how the submissions page sums the answers up for a chart
   * (counts per whole number, per row and column, mean positions): the
   * server counts the tally the summary asks for and the type makes the
   * chart's data of it.
   */
  summary?: FieldSummary<TBlock>;
  /**
   * A query-string value (a string, an array of strings or a nested object)
   * as the field's starting value, or `undefined` when it does not fit.
   */
  coercePrefill(block: TBlock, raw: unknown): SubmissionValue | undefined;
  /**
   * The answer a post without scripts gives, from the values posted under the
   * field's name (in order), as the widget would have stored it; the
   * validator then judges it.
   */
  fromFormPost(block: TBlock, posted: readonly string[]): unknown;
  /**
   * A stored answer as people read it (see `answerWords`, its only caller
   * outside the type): labels, not stored values.
   */
  answerText(value: unknown, field: AnswerField, context?: AnswerWordsContext): string;
  /** A field a respondent never sees, nor sees read back (a hidden field). */
  isRespondentHidden?: boolean;
  /** What conditions of later blocks (`visibleWhen`) may compare this field's answer with. */
  conditionKind(block: TBlock): ConditionKind;
  /**
   * For a type whose answer is typed text: the most code points it holds,
   * what a condition or a pattern may have to read of it (see
   * `checkConditionCosts`, `checkPatternCosts`).
   */
  textMaxLength?: number;
  /**
   * Optional: the answer a post without scripts gives when the field posts
   * under several names (`<name>[<key>]`); `posted` gives the values posted
   * under one name. When present it is used instead of `fromFormPost`.
   */
  fromFormPostEntries?(block: TBlock, posted: (name: string) => readonly string[]): unknown;
  /**
   * Optional: the CSV columns of a field whose answer is an object, one per
   * key (a matrix: one per row). Without it the field is one column.
   */
  csvColumns?(block: TBlock): readonly CsvColumn[];
  /**
   * Optional: whether a started answer saved in a draft ("Save and continue
   * later") has a shape and size the field takes, whatever else is still
   * wrong with it (a half-typed email, a required field left empty). Never
   * asked of an empty answer. Without it a draft keeps only what a submit
   * would take.
   */
  draftFits?(block: TBlock, value: unknown): boolean;
  /** Optional: for a type whose answers carry uploaded files, what it says of them. */
  uploads?: FieldUploads<TBlock>;
  /**
   * Optional: whether a block's answer is an email address, one a copy of
   * the answers may be sent to (and replied to). Without it, never.
   */
  givesEmailAddress?(block: TBlock): boolean;
  /**
   * Optional: whether the respondent must verify the block's address with a
   * mailed code before sending (issue 33 §2, the text type's `verify`).
   * Without it, never.
   */
  verifiesEmailAddress?(block: TBlock): boolean;
}

/**
 * What a type whose answers carry uploaded files says of them (see
 * {@link FieldTypeDocument.uploads}): which files an answer refers to, and
 * which files a block takes before any answer names them.
 *
 * @example
 * fieldDocumentOf(block.type).uploads?.refsOf(answer); // [{ id: "0193…", name: "cv.pdf", … }]
 */
export interface FieldUploads<TBlock extends FieldBlock = FieldBlock> {
  /** The uploaded files an answer (validated, or as stored) refers to; none for any other value. */
  refsOf(answer: unknown): FileRef[];
  /** The largest file a block takes, in bytes, before the server's own upload limit. */
  maxBytes(block: TBlock): number;
  /** Whether a block takes a file of this type (as read from its bytes) and name. */
  takesFile(block: TBlock, file: { type: string; name: string }): boolean;
  /**
   * Optional: whether the answer's files are pictures to show where the answer
   * is printed (a signature's drawing in a submission's PDF) rather than
   * documents to link to. Without it, linked.
   */
  pictured?: boolean;
}
