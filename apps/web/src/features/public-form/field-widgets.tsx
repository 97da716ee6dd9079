"use client";

import type { FieldBlock, FieldType } from "@formwright/core";
import {
  Checkbox,
  CheckboxGroup,
  type FieldWidth,
  NumberInput,
  RadioGroup,
  Textarea,
  TextInput,
} from "@formwright/fields";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { NativeSelectFallback } from "./native-select-fallback";

// react-select and the virtual list are a chunk of their own: only forms with a select
// download it (it is still rendered on the server).
const Select = dynamic(() => import("@formwright/fields/select").then((module) => module.Select));
// Rating and scale are a chunk of their own too: a form without them downloads none of it.
const ScaleFieldWidget = dynamic(() =>
  import("./scale-field-widget").then((module) => module.ScaleFieldWidget),
);
// Matrix and ranking: chunks of their own too, loaded only by forms that use them.
const Matrix = dynamic(() => import("@formwright/fields/matrix").then((module) => module.Matrix));
const Ranking = dynamic(() => import("./ranking-widget").then((module) => module.RankingWidget));
// Uploads and the signature pad too: only forms with such a field download them.
const UploadField = dynamic(() => import("./upload-widgets").then((module) => module.UploadField));
// Date and time: one chunk of their own, loaded only by forms with such a field.
const DateTimeFieldWidget = dynamic(() =>
  import("./date-time-widgets").then((module) => module.DateTimeFieldWidget),
);

// Hidden fields: a hidden input of their own chunk, loaded only by forms with one.
const HiddenInput = dynamic(() =>
  import("@formwright/fields/hidden-input").then((module) => module.HiddenInput),
);

/** The settings every widget takes, read from a field block. */
export interface CommonWidgetProps {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  width?: FieldWidth;
  required?: boolean;
  hiddenLabel?: boolean;
}

/** The widget of one field type: the block, and the settings every widget takes. */
type FieldWidget<TBlock extends FieldBlock> = ComponentType<{
  block: TBlock;
  common: CommonWidgetProps;
}>;

/**
 * The widget of each field type on the public form. A field type missing
 * here does not typecheck.
 *
 * @example
 * const Widget = fieldWidgets[block.type];
 */
export const fieldWidgets: {
  readonly [K in FieldType]: FieldWidget<Extract<FieldBlock, { type: K }>>;
} = {
  text: ({ block, common }) =>
    block.rules?.phone ? (
      <TextInput {...common} type="tel" autoComplete="tel" />
    ) : (
      <TextInput {...common} type={block.inputType} />
    ),
  textarea: ({ common }) => <Textarea {...common} />,
  number: ({ common }) => <NumberInput {...common} />,
  select: ({ block, common }) => (
    <>
      <Select
        {...common}
        options={block.options ?? []}
        multi={block.multi}
        searchable={block.searchable}
        creatable={block.creatable}
        createPosition={block.createPosition}
      />
      <NativeSelectFallback block={block} />
    </>
  ),
  radio: ({ block, common }) => <RadioGroup {...common} options={block.options} />,
  checkboxGroup: ({ block, common }) => <CheckboxGroup {...common} options={block.options} />,
  checkbox: ({ common }) => <Checkbox {...common} />,
  rating: (props) => <ScaleFieldWidget {...props} />,
  scale: (props) => <ScaleFieldWidget {...props} />,
  matrix: ({ block, common }) => (
    <Matrix {...common} rows={block.rows} columns={block.columns} multiple={block.multiple} />
  ),
  ranking: ({ block, common }) => <Ranking block={block} common={common} />,
  file: (props) => <UploadField {...props} />,
  signature: (props) => <UploadField {...props} />,
  date: (props) => <DateTimeFieldWidget {...props} />,
  time: (props) => <DateTimeFieldWidget {...props} />,
  hidden: ({ block }) => <HiddenInput name={block.name} defaultValue={block.defaultValue} />,
};

/**
 * The widget of a field block, with its common settings.
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
  const Widget = fieldWidgets[block.type] as FieldWidget<FieldBlock>;
  return <Widget block={block} common={common} />;
}
