"use client";

import type { FieldBlock } from "@formwright/core";
import type { FieldWidth } from "@formwright/fields";
import type { CommonWidgetProps, FieldWidget } from "./field-widget";
import { FIELD_TYPE_WIDGETS } from "./list";

/**
 * The widget of a field block (its type's, from the web list), with its
 * common settings.
 *
 * @example
 * <FieldBlockView block={block} />
 */
export function FieldBlockView({ block }: { block: FieldBlock }) {
  const common: CommonWidgetProps = {
    name: block.name,
    label: block.label,
    description: block.description,
    placeholder: block.placeholder,
    // The document schema already bounds spans to 1-12.
    width: block.width as FieldWidth | undefined,
    required: block.required,
    hiddenLabel: block.hiddenLabel,
  };
  // Each entry takes blocks of its own type, which the union cannot express.
  const Widget = FIELD_TYPE_WIDGETS[block.type].Widget as FieldWidget<FieldBlock>;
  return <Widget block={block} common={common} />;
}
