"use client";

import { FIELD_TYPES, type FieldType } from "@formwright/core";
import { FIELD_EDITORS } from "../../field-types/admin-list";
import type { DraftBlock } from "../draft-types";
import type { BlockTypeDefinition, CreateBlockContext } from "./block-type-definition";
import { textOf } from "./draft-values";
import { FieldBlockSettings } from "./field-block-settings";
import { hasOptions } from "./field-editor-settings";
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
    label: FIELD_EDITORS[type].title,
    ...structuredClone(FIELD_EDITORS[type].initial ?? {}),
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
  const { title, hint, keywords, Canvas, PartSettings, partCommand } = FIELD_EDITORS[type];
  return {
    type,
    title,
    hint,
    keywords,
    group: "field",
    create: (context) => createField(type, context),
    caption: (block) => textOf(block.label),
    toValues: (block) => toFieldValues(block, type),
    fromValues: (values, current, keys) =>
      fromFieldValues({ values: values as unknown as FieldSettingsValues, current, type, keys }),
    settingFor: (path, block) => fieldSettingFor({ path, block, type }),
    Settings: FieldBlockSettings,
    inPlace: {
      label: "label",
      helpText: "description",
      options: hasOptions(type) ? "options" : undefined,
    },
    Canvas,
    PartSettings,
    partCommand,
  };
}

/** The field block types, as the editor offers them (the order of {@link FIELD_EDITORS}). */
export const fieldBlockTypes: readonly BlockTypeDefinition[] = (
  Object.keys(FIELD_EDITORS) as FieldType[]
).map(fieldBlockType);

// Every field type of the document schema must be offered by the editor.
for (const type of FIELD_TYPES) {
  if (!fieldBlockTypes.some((definition) => definition.type === type)) {
    throw new Error(`The editor offers no "${type}" block`);
  }
}
