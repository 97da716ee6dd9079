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
import { addressEditor } from "./address/settings";
import { checkboxEditor } from "./checkbox/settings";
import { checkboxGroupEditor } from "./checkbox-group/settings";
import { dateEditor } from "./date/settings";
import type { FieldEditor } from "./field-editor";
import { fileEditor } from "./file/settings";
import { hiddenEditor } from "./hidden/settings";
import { matrixEditor } from "./matrix/settings";
import { numberEditor } from "./number/settings";
import { radioEditor } from "./radio/settings";
import { rankingEditor } from "./ranking/settings";
import { ratingEditor } from "./rating/settings";
import { scaleEditor } from "./scale/settings";
import { selectEditor } from "./select/settings";
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
};
