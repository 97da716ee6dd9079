import type { FieldBlock } from "@formwright/core";
import type { FieldWidth } from "@formwright/fields";
import type { ComponentType } from "react";

/** The settings every widget takes, read from a field block (see `FieldBlockView`). */
export interface CommonWidgetProps {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  width?: FieldWidth;
  required?: boolean;
  hiddenLabel?: boolean;
}

/** The public form's widget of one field type: the block, and the settings every widget takes. */
export type FieldWidget<TBlock extends FieldBlock> = ComponentType<{
  block: TBlock;
  common: CommonWidgetProps;
}>;

/**
 * What the public form knows of one field type (an entry of the web list,
 * `field-types/list.ts`): its widget and, for a type whose widget needs
 * scripts, where the page without scripts sends the respondent.
 *
 * @example
 * const entry: FieldTypeWidget<TextareaBlock> = { Widget: TextareaWidget };
 */
export interface FieldTypeWidget<TBlock extends FieldBlock> {
  Widget: FieldWidget<TBlock>;
  /**
   * Optional: the id of the control a page without scripts shows in the
   * widget's place (a native stand-in), which the no-script error summary
   * links to. Without it the summary links to the field's own id. It must be
   * known before the widget's code loads, so an entry that has it is eager.
   */
  noScriptTargetId?(name: string): string;
}
