import { FIELD_DOCUMENT_REGISTRY, type FieldType, type RuleName } from "@formwright/core";
import type { NumberInputValue } from "@formwright/fields";
import type { ComponentType } from "react";
import type { DraftBlock } from "../draft-types";
import {
  DateSettings,
  readDateSettings,
  readTimeSettings,
  TimeSettings,
  writeDateSettings,
  writeTimeSettings,
} from "./date-time-settings";
import { setOptional } from "./draft-values";
import { FileUploadSettings, writeFileSettings } from "./file-upload-settings";
import { HiddenFieldNote } from "./hidden-field-note";
import { MatrixSettings, matrixEditorValues, writeMatrixSettings } from "./matrix-settings";
import { RatingSettings, readRatingSettings, writeRatingSettings } from "./rating-settings";
import { readScaleSettings, ScaleSettings, writeScaleSettings } from "./scale-settings";
import { SelectBehaviourSettings } from "./select-behaviour-settings";
import { TextKindSetting } from "./text-kind-setting";

/** How a field type's default value is edited. */
export type DefaultValueKind =
  | "text"
  | "longText"
  | "number"
  | "flag"
  | "choice"
  | "choices"
  | "none";

/**
 * The settings inputs' values a type's own settings write from (see
 * `FieldSettingsValues` in field-settings-values.ts).
 */
export interface OwnSettingsValues {
  inputType: string;
  multi: boolean;
  searchable: boolean;
  creatable: boolean;
  createPosition: string;
  /** The inputs a type's {@link FieldEditorSettings.readOwn} fills. */
  [own: string]: unknown;
  accept: string;
  maxSizeMb: NumberInputValue;
  maxFiles: NumberInputValue;
}

/**
 * What the editor offers for one field type, beside what every field has
 * (label, name, description, required, width, default, the rules core gives
 * the type).
 */
export interface FieldEditorSettings {
  /** Name in the "Add block" list and the block list. */
  title: string;
  /** One line on what the field collects. */
  hint: string;
  hasPlaceholder: boolean;
  /** How its default value is edited (a type with `multi` edits a list when it is on). */
  defaultValue: DefaultValueKind;
  /** The type has a `multi` setting: its item rules and a list default only when on. */
  hasMulti?: boolean;
  /** Inputs of this type only, inside the "Field" group. */
  FieldGroupSettings?: ComponentType;
  /** Groups of inputs of this type only, after the "Field" group. */
  Groups?: ComponentType;
  /** The names of the inputs of those components (a document problem there is shown on them). */
  ownSettings?: readonly string[];
  /** Reads the block's own settings into their inputs (by input name), beside the common ones. */
  readOwn?(block: DraftBlock): Record<string, unknown>;
  /** Writes the block's own settings from the inputs. */
  writeOwn?(values: OwnSettingsValues, next: DraftBlock): void;
  /** The inputs' values of settings this type keeps beside {@link OwnSettingsValues} (a matrix's rows). */
  ownValues?(block: DraftBlock): Record<string, unknown>;
  /** Settings a new block of the type starts with (beside its name and label). */
  initial?: Record<string, unknown>;
  /** Its `writeOwn` writes the block's `rules` itself (date, time: rules that are no numbers). */
  ownRules?: boolean;
  /** The respondent never sees it (hidden): no required, visually hidden label or width inputs. */
  showsNoWidget?: boolean;
}

/**
 * The editor's settings of each field type, in the order the "Add block" list
 * offers them. A field type missing here does not typecheck.
 *
 * @example
 * fieldEditorSettings.number.title; // "Number"
 */
export const fieldEditorSettings: Readonly<Record<FieldType, FieldEditorSettings>> = {
  text: {
    title: "Text",
    hint: "One line of text",
    hasPlaceholder: true,
    defaultValue: "text",
    FieldGroupSettings: TextKindSetting,
    ownSettings: ["inputType"],
    writeOwn: (values, next) =>
      setOptional(next, "inputType", values.inputType !== "text" ? values.inputType : undefined),
  },
  textarea: {
    title: "Textarea",
    hint: "Several lines of text",
    hasPlaceholder: true,
    defaultValue: "longText",
  },
  number: {
    title: "Number",
    hint: "A decimal number",
    hasPlaceholder: true,
    defaultValue: "number",
  },
  select: {
    title: "Select",
    hint: "A drop-down list, single or multiple choice",
    hasPlaceholder: true,
    defaultValue: "choice",
    hasMulti: true,
    Groups: SelectBehaviourSettings,
    ownSettings: ["multi", "searchable", "creatable", "createPosition"],
    writeOwn: (values, next) => {
      setOptional(next, "multi", values.multi || undefined);
      setOptional(next, "searchable", values.searchable ? undefined : false);
      setOptional(next, "creatable", values.creatable || undefined);
      setOptional(next, "createPosition", values.createPosition === "first" ? "first" : undefined);
    },
  },
  radio: {
    title: "Radio group",
    hint: "One choice among a few options",
    hasPlaceholder: false,
    defaultValue: "choice",
  },
  checkboxGroup: {
    title: "Checkbox group",
    hint: "Any number of choices",
    hasPlaceholder: false,
    defaultValue: "choices",
  },
  checkbox: {
    title: "Checkbox",
    hint: "A single yes/no box",
    hasPlaceholder: false,
    defaultValue: "flag",
  },
  rating: {
    title: "Rating",
    hint: "Stars, 1 to 5 (or up to 10)",
    hasPlaceholder: false,
    defaultValue: "number",
    FieldGroupSettings: RatingSettings,
    ownSettings: ["max"],
    readOwn: readRatingSettings,
    writeOwn: writeRatingSettings,
  },
  scale: {
    title: "Scale",
    hint: "A number from a scale, or a Net Promoter Score question",
    hasPlaceholder: false,
    defaultValue: "number",
    FieldGroupSettings: ScaleSettings,
    ownSettings: ["preset", "min", "max", "minLabel", "maxLabel"],
    readOwn: readScaleSettings,
    writeOwn: writeScaleSettings,
  },
  matrix: {
    title: "Matrix",
    hint: "A grid: the same choices for several rows",
    hasPlaceholder: false,
    defaultValue: "none",
    Groups: MatrixSettings,
    ownSettings: ["rows", "columns", "multiple"],
    ownValues: matrixEditorValues,
    writeOwn: (values, next) =>
      writeMatrixSettings(values as unknown as Record<string, unknown>, next),
    initial: {
      rows: [
        { label: "Row 1", value: "row1" },
        { label: "Row 2", value: "row2" },
      ],
      columns: [
        { label: "Column 1", value: "column1" },
        { label: "Column 2", value: "column2" },
      ],
    },
  },
  ranking: {
    title: "Ranking",
    hint: "Put every option in order",
    hasPlaceholder: false,
    defaultValue: "none",
  },
  file: {
    title: "File upload",
    hint: "Files the respondent attaches",
    hasPlaceholder: false,
    defaultValue: "none",
    FieldGroupSettings: FileUploadSettings,
    ownSettings: ["accept", "maxSizeMb", "maxFiles"],
    writeOwn: writeFileSettings,
  },
  signature: {
    title: "Signature",
    hint: "Drawn, or the typed full name",
    hasPlaceholder: false,
    defaultValue: "none",
  },
  date: {
    title: "Date",
    hint: "A calendar date, with an earliest and latest date",
    hasPlaceholder: false,
    defaultValue: "text",
    FieldGroupSettings: DateSettings,
    ownSettings: ["dateMinKind", "dateMin", "dateMaxKind", "dateMax"],
    readOwn: readDateSettings,
    writeOwn: writeDateSettings,
    ownRules: true,
  },
  time: {
    title: "Time",
    hint: "A time of day (24 h), with limits and a step",
    hasPlaceholder: false,
    defaultValue: "text",
    FieldGroupSettings: TimeSettings,
    ownSettings: ["timeMin", "timeMax", "timeStep"],
    readOwn: readTimeSettings,
    writeOwn: writeTimeSettings,
    ownRules: true,
  },
  hidden: {
    title: "Hidden field",
    hint: "Not shown: a value from the link (?name=value) or its default, e.g. a campaign tag",
    hasPlaceholder: false,
    defaultValue: "text",
    FieldGroupSettings: HiddenFieldNote,
    showsNoWidget: true,
  },
};

/** Whether blocks of the type carry options (read from core). */
export function hasOptions(type: FieldType): boolean {
  return FIELD_DOCUMENT_REGISTRY[type].hasOptions;
}

/** The rules a block of this type offers now, from core (a select's item rules need `multi`). */
export function rulesFor(type: FieldType, isMulti: boolean): readonly RuleName[] {
  if (fieldEditorSettings[type].hasMulti === true && !isMulti) return [];
  return FIELD_DOCUMENT_REGISTRY[type].rules;
}

/** How the default value of a block of this type is edited now. */
export function defaultValueKindFor(type: FieldType, isMulti: boolean): DefaultValueKind {
  const settings = fieldEditorSettings[type];
  return settings.hasMulti === true && isMulti ? "choices" : settings.defaultValue;
}

/** Every input name some type owns (see {@link FieldEditorSettings.ownSettings}). */
export const OWN_SETTINGS: ReadonlySet<string> = new Set(
  Object.values(fieldEditorSettings).flatMap((settings) => settings.ownSettings ?? []),
);
