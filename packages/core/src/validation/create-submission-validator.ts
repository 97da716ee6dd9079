import type { FormDocument } from "../document/form-document-schema";
import { isFieldBlock } from "../document/is-field-block";
import { fieldTypeOf } from "../field-types/registry";
import { blockVisibility, hasConditions } from "../logic/block-visibility";
import { messages } from "../messages";
import type { PatternCompiler } from "../pattern/compile-native-pattern";
import { withPatternBudget } from "../pattern/pattern-budget";
import { getOwn } from "../utils/get-own";
import { isPlainObject } from "../utils/is-plain-object";
import { RESERVED_KEYS } from "../utils/reserved-keys";
import { hasMoreCodePointsThan } from "./count-code-points";
import { getFieldValidator } from "./get-field-validator";
import type { FieldError, SubmissionValue, SubmissionValues } from "./submission-value";

/** Result of a {@link SubmissionValidator}. */
export type SubmissionValidationResult =
  | { success: true; values: SubmissionValues }
  | { success: false; fieldErrors: FieldError[] };

/** Validates one submission of a form. */
export type SubmissionValidator = (data: unknown) => SubmissionValidationResult;

/**
 * Builds a form's submission validator once; call it for every submission.
 * The browser (as a react-hook-form resolver) and the server use the same
 * function, so both show the same messages.
 *
 * Fields hidden by their `visibleWhen` (for these answers) are skipped: not
 * validated, not required, not stored. A text answer longer than its field
 * holds (`textMaxLength` of its type) is refused before any condition is
 * evaluated, shown or not, and conditions read it as unanswered: no
 * condition ever reads more of an answer than its field holds.
 *
 * On success, `values` is a plain object holding only the form's field names:
 * empty optional fields are left out, except single checkboxes, which are
 * always stored (`false` when unticked). On failure, `fieldErrors` lists one
 * message per failing field in the document's order, then one per key of
 * `data` that is not a field name. `data` that is not a plain object gives one
 * error named `""`.
 *
 * `compilePattern` is the engine for author `pattern` rules: a linear-time
 * one by default (`compileDocumentPattern`), RE2 on the server. Each call
 * gets a fresh budget of pattern steps (`withPatternBudget`) that all its
 * patterns share.
 *
 * @example
 * const validate = createSubmissionValidator(document);
 * const result = validate({ fullName: "Ada", topics: ["sales"] });
 * if (!result.success) toFieldErrorMap(result.fieldErrors); // { fullName: "Full name is required" }
 */
export function createSubmissionValidator(
  document: FormDocument,
  { compilePattern }: { compilePattern?: PatternCompiler } = {},
): SubmissionValidator {
  const fields = document.blocks.flatMap((block, index) => {
    if (!isFieldBlock(block)) return [];
    // The schema refuses these names; a hand-built document must not get them past us.
    if (RESERVED_KEYS.has(block.name)) throw new Error(`Reserved field name "${block.name}"`);
    return [
      {
        index,
        name: block.name,
        validate: getFieldValidator(block, compilePattern),
        textMaxLength: fieldTypeOf(block.type).textMaxLength,
      },
    ];
  });
  const names = new Set(fields.map((field) => field.name));
  const withConditions = hasConditions(document.blocks);
  const validate: SubmissionValidator = (data) => {
    if (!isPlainObject(data)) {
      return { success: false, fieldErrors: [{ name: "", message: messages.notAnObject() }] };
    }
    // Over-long text is refused before any condition reads it (see above).
    const overCap = new Set<string>();
    for (const field of fields) {
      const answer = getOwn(data, field.name);
      if (
        field.textMaxLength !== undefined &&
        typeof answer === "string" &&
        hasMoreCodePointsThan(answer, field.textMaxLength)
      ) {
        overCap.add(field.name);
      }
    }
    // A field its conditions hide is not validated and not stored, whatever
    // the browser sent for it (answers typed before it was hidden are dropped).
    const shown = withConditions
      ? blockVisibility(document.blocks, withoutKeys(data, overCap), document.variables).shown
      : null;
    const values: Record<string, SubmissionValue> = {};
    const fieldErrors: FieldError[] = [];
    for (const field of fields) {
      if (shown && !shown[field.index] && !overCap.has(field.name)) continue;
      const result = field.validate(getOwn(data, field.name));
      if ("error" in result) fieldErrors.push({ name: field.name, message: result.error });
      else if (result.value !== undefined) values[field.name] = result.value;
    }
    for (const key of Object.keys(data)) {
      if (!names.has(key)) fieldErrors.push({ name: key, message: messages.unknownField(key) });
    }
    return fieldErrors.length > 0 ? { success: false, fieldErrors } : { success: true, values };
  };
  return (data) => withPatternBudget(() => validate(data));
}

/** `data` without these keys (the same object when there are none). */
function withoutKeys(
  data: Record<string, unknown>,
  keys: ReadonlySet<string>,
): Record<string, unknown> {
  if (keys.size === 0) return data;
  const rest = { ...data };
  for (const key of keys) delete rest[key];
  return rest;
}
