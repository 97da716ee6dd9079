"use client";

import { FIELD_TYPES, type FieldType } from "@formwright/core";
import type { DraftBlock } from "../draft-types";
import type { BlockTypeDefinition, CreateBlockContext } from "./block-type-definition";
import { textOf } from "./draft-values";
import { FieldBlockSettings } from "./field-block-settings";
import { fieldEditorSettings, hasOptions } from "./field-editor-settings";
import {
  type FieldSettingsValues,
  fieldSettingFor,
  fromFieldValues,
  toFieldValues,
} from "./field-settings-values";

/** A field name not used yet: `text1`, `text2`, ... */
export function freeFieldName(type: FieldType, takenNames: ReadonlySet<string>): string {
  let n = 1;
  while (takenNames.has(`${type}${n}`)) n += 1;
  return `${type}${n}`;
}

function createField(type: FieldType, { takenNames }: CreateBlockContext): DraftBlock {
  const block: DraftBlock = {
    type,
    name: freeFieldName(type, takenNames),
    label: fieldEditorSettings[type].title,
    ...structuredClone(fieldEditorSettings[type].initial ?? {}),
  };
  if (hasOptions(type)) {
    block.options = [
      { label: "Option 1", value: "option1" },
      { label: "Option 2", value: "option2" },
    ];
  }
  return block;
}

function fieldBlockType(type: FieldType): BlockTypeDefinition {
  const { title, hint } = fieldEditorSettings[type];
  return {
    type,
    title,
    hint,
    group: "field",
    create: (context) => createField(type, context),
    caption: (block) => textOf(block.label),
    toValues: (block) => ({
      ...toFieldValues(block, type),
      ...fieldEditorSettings[type].ownValues?.(block),
    }),
    fromValues: (values, current, keys) =>
      fromFieldValues({ values: values as unknown as FieldSettingsValues, current, type, keys }),
    settingFor: (path, block) => fieldSettingFor({ path, block, type }),
    Settings: FieldBlockSettings,
  };
}

/** The field block types, as the editor offers them (the order of {@link fieldEditorSettings}). */
export const fieldBlockTypes: readonly BlockTypeDefinition[] = (
  Object.keys(fieldEditorSettings) as FieldType[]
).map(fieldBlockType);

// Every field type of the document schema must be offered by the editor.
for (const type of FIELD_TYPES) {
  if (!fieldBlockTypes.some((definition) => definition.type === type)) {
    throw new Error(`The editor offers no "${type}" block`);
  }
}
