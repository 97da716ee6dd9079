// The web list of field types for the admin: what only the admin loads per
// type (the editor's settings, the results views). The public form's widgets
// are in `list.ts`; the public form never loads this file.
//
// How to add a type `foo` (document name `foo`, folder `foo`, kebab-case:
// `checkbox-group` for `checkboxGroup`):
// - Editor: in `foo/settings.tsx`, export `fooEditor: FieldEditor` (see
//   field-editor.ts): title and hint of the "Add block" list, how its default
//   value is edited, its own inputs (`FieldGroupSettings` inside the "Field"
//   group, `Groups` after it) with their names in `ownSettings`, `readOwn`
//   and `writeOwn` between the block and those inputs, `initial` settings of
//   a new block. Helpers every type may use are in `shared/`. Then add
//   `foo: fooEditor` to FIELD_EDITORS below, where it goes in the "Add
//   block" list. What core says of the type (its rules, whether it has
//   options, its condition operators) the editor reads from core's
//   FieldTypeDocument: do not repeat it here.
// A type missing from a list here does not typecheck.

import type { FieldType } from "@formwright/core";
import { dateTimeResults } from "../submissions/date-time-chart";
import { optionsResults } from "../submissions/options-chart";
import { addressEditor } from "./address/settings";
import { checkboxEditor } from "./checkbox/settings";
import { checkboxGroupEditor } from "./checkbox-group/settings";
import { dateEditor } from "./date/settings";
import type { FieldEditor } from "./field-editor";
import type { FieldResults } from "./field-results";
import { fileResults } from "./file/results";
import { fileEditor } from "./file/settings";
import { groupResults } from "./group/results";
import { groupEditor } from "./group/settings";
import { hiddenEditor } from "./hidden/settings";
import { matrixResults } from "./matrix/results";
import { matrixEditor } from "./matrix/settings";
import { numberEditor } from "./number/settings";
import { radioEditor } from "./radio/settings";
import { rankingResults } from "./ranking/results";
import { rankingEditor } from "./ranking/settings";
import { ratingResults } from "./rating/results";
import { ratingEditor } from "./rating/settings";
import { scaleResults } from "./scale/results";
import { scaleEditor } from "./scale/settings";
import { selectEditor } from "./select/settings";
import { signatureResults } from "./signature/results";
import { signatureEditor } from "./signature/settings";
import { textEditor } from "./text/settings";
import { textareaEditor } from "./textarea/settings";
import { timeEditor } from "./time/settings";

/**
 * The editor's settings of each field type, in the order the "Add block"
 * list offers them. A field type missing here does not typecheck.
 *
 * @example
 * FIELD_EDITORS[block.type].title; // "Number"
 */
export const FIELD_EDITORS: { readonly [K in FieldType]: FieldEditor } = {
  text: textEditor,
  textarea: textareaEditor,
  number: numberEditor,
  select: selectEditor,
  radio: radioEditor,
  checkboxGroup: checkboxGroupEditor,
  checkbox: checkboxEditor,
  rating: ratingEditor,
  scale: scaleEditor,
  matrix: matrixEditor,
  ranking: rankingEditor,
  file: fileEditor,
  signature: signatureEditor,
  date: dateEditor,
  time: timeEditor,
  hidden: hiddenEditor,
  address: addressEditor,
  group: groupEditor,
};

// Results: how the submissions page shows a type's answers beside their
// words (core's answerWords): its chart and, where words are not enough, a
// view of one answer in the submission details. A type with a view of its
// own exports `fooResults: FieldResults` (see field-results.ts) from
// `foo/results.tsx`; a chart several types share lives in the submissions
// feature. `{}`: the type's answers are words only, with no chart. What the
// type's answers sum up to comes from core's FieldTypeDocument.summary.

/**
 * How the submissions page shows each field type's answers: its chart (of
 * the stats list its summaries are in) and its answer in the submission
 * details. A field type missing here does not typecheck.
 *
 * @example
 * FIELD_RESULTS[field.type].Answer; // FileAnswer for a file field
 */
export const FIELD_RESULTS: { readonly [K in FieldType]: FieldResults } = {
  text: {},
  textarea: {},
  number: {},
  select: optionsResults,
  radio: optionsResults,
  checkboxGroup: optionsResults,
  checkbox: optionsResults,
  rating: ratingResults,
  scale: scaleResults,
  matrix: matrixResults,
  ranking: rankingResults,
  file: fileResults,
  signature: signatureResults,
  date: dateTimeResults,
  time: dateTimeResults,
  hidden: {},
  address: {},
  group: groupResults,
};
