import type { RuleName } from "@formwright/core";
import type { ComponentType } from "react";
import type {
  BlockCanvasProps,
  PartCommandRequest,
  PartCommandResult,
  PartSettingsProps,
} from "../editor/block-types/block-type-definition";
import type { DraftBlock } from "../editor/draft-types";

/**
 * How a field type's default value is edited: one line of text, several,
 * a number, a tick, one option, several options, or no default at all.
 */
export type DefaultValueKind =
  | "text"
  | "longText"
  | "number"
  | "flag"
  | "choice"
  | "choices"
  | "none";

/**
 * The settings inputs' values, by input name: the ones every field has
 * (label, name, rules...) and a type's own (see {@link FieldEditor.readOwn}).
 */
export type OwnSettingsValues = Readonly<Record<string, unknown>>;

/** What the editor gives a rule input a type draws itself (see {@link FieldEditor.ruleInputs}). */
export interface RuleInputProps {
  /** The input's name in the settings form (`rules.phone`). */
  name: string;
  label: string;
  description?: string;
}

/**
 * What the editor offers for one field type, beside what every field has
 * (label, name, description, required, width, default, the rules core gives
 * the type). Each type's entry lives in its folder
 * (`field-types/<type>/settings.tsx`) and is listed in `FIELD_EDITORS`
 * (admin-list.ts); the editor asks it, never the type's name.
 *
 * @example
 * const numberEditor: FieldEditor = {
 *   title: "Number",
 *   hint: "A decimal number",
 *   hasPlaceholder: true,
 *   defaultValue: "number",
 * };
 */
export interface FieldEditor {
  /** Name in the "Add block" list and the block list. */
  title: string;
  /** One line on what the field collects. */
  hint: string;
  /** Other words an author may search for it by in "Search block types" (see `BlockTypeDefinition`). */
  keywords?: readonly string[];
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
  /**
   * Writes the block's own settings from the inputs (an emptied setting is
   * removed). It runs last, after the common settings and the rules, so it may
   * settle rules its own settings imply.
   */
  writeOwn?(values: OwnSettingsValues, next: DraftBlock): void;
  /** Settings a new block of the type starts with (beside its name and label). */
  initial?: Readonly<Record<string, unknown>>;
  /** Its `writeOwn` writes the block's `rules` itself (date, time: rules that are no numbers). */
  ownRules?: boolean;
  /** The respondent never sees it (hidden): no required, visually hidden label or width inputs. */
  showsNoWidget?: boolean;
  /** Inputs of rules the type draws itself, instead of the rule's plain input (a text's phone rule). */
  ruleInputs?: Readonly<Partial<Record<RuleName, ComponentType<RuleInputProps>>>>;
  /** Draws the block on the editor's canvas itself (see `BlockTypeDefinition.Canvas`). */
  Canvas?: ComponentType<BlockCanvasProps>;
  /** The settings of a part selected on its canvas (see `BlockTypeDefinition.PartSettings`). */
  PartSettings?: ComponentType<PartSettingsProps>;
  /** The editor's keys on a selected part (see `BlockTypeDefinition.partCommand`). */
  partCommand?(request: PartCommandRequest): PartCommandResult | null;
}
