"use client";

import type { Block, FieldBlock } from "@formwright/core";
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
import { ContentBlockView } from "../content-blocks/content-block-view";
import { pageSpanStyle } from "../page-grid/page-span-style";
import { NativeSelectFallback } from "./native-select-fallback";

// react-select and the virtual list are a chunk of their own: only forms with a select
// download it (it is still rendered on the server).
const Select = dynamic(() => import("@formwright/fields/select").then((module) => module.Select));

/**
 * One block of a form document. Author text is passed as React children or
 * props, so it is always rendered as text, never as HTML.
 */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Heading = block.level === 3 ? "h3" : "h2";
      return (
        <Heading className="fw-block fw-block--heading" style={pageSpanStyle(block.width)}>
          {block.text}
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p className="fw-block fw-block--paragraph" style={pageSpanStyle(block.width)}>
          {block.text}
        </p>
      );
    case "image":
    case "carousel":
    case "compare":
    case "modal":
      return <ContentBlockView block={block} />;
    default:
      return <FieldBlockView block={block} />;
  }
}

function FieldBlockView({ block }: { block: FieldBlock }) {
  const common = {
    name: block.name,
    label: block.label,
    description: block.description,
    placeholder: block.placeholder,
    // The document schema already bounds spans to 1-12.
    width: block.width as FieldWidth | undefined,
    required: block.required,
    hiddenLabel: block.hiddenLabel,
  };
  switch (block.type) {
    case "text":
      return <TextInput {...common} type={block.inputType} />;
    case "textarea":
      return <Textarea {...common} />;
    case "number":
      return <NumberInput {...common} />;
    case "select":
      return (
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
      );
    case "radio":
      return <RadioGroup {...common} options={block.options} />;
    case "checkboxGroup":
      return <CheckboxGroup {...common} options={block.options} />;
    case "checkbox":
      return <Checkbox {...common} />;
  }
}
