"use client";

import { DEFAULT_HEADING_LEVEL } from "@formwright/core";
import { RadioGroup, Textarea, TextInput } from "@formwright/fields";
import { PIPE_HINT } from "../pipe-hint";
import type { BlockTypeDefinition } from "./block-type-definition";
import { textOf } from "./draft-values";

/** The input (and the block's setting) holding a heading's or paragraph's words. */
const TEXT_INPUT = "text";

const LEVELS = [
  { label: "Section (level 2)", value: "2" },
  { label: "Subsection (level 3)", value: "3" },
];

function HeadingSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Heading</legend>
      <TextInput name={TEXT_INPUT} label="Text" description={PIPE_HINT} />
      <RadioGroup name="level" label="Level" options={LEVELS} />
    </fieldset>
  );
}

function ParagraphSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Paragraph</legend>
      <Textarea
        name={TEXT_INPUT}
        label="Text"
        description={`Plain text; line breaks are kept. ${PIPE_HINT}`}
      />
    </fieldset>
  );
}

const textSetting = (path: readonly unknown[]) => (path[0] === TEXT_INPUT ? TEXT_INPUT : null);

/** A section heading inside the form. */
export const headingBlockType: BlockTypeDefinition = {
  type: "heading",
  title: "Heading",
  hint: "A section heading",
  keywords: ["title", "section", "header", "subheading", "heading text"],
  group: "content",
  create: () => ({ type: "heading", text: "New section", level: DEFAULT_HEADING_LEVEL }),
  caption: (block) => textOf(block.text),
  toValues: (block) => ({ text: textOf(block.text), level: block.level === 3 ? "3" : "2" }),
  fromValues: (values, current) => ({
    ...current,
    type: "heading",
    text: textOf(values.text),
    level: values.level === "3" ? 3 : 2,
  }),
  settingFor: (path) => (path[0] === "level" ? "level" : textSetting(path)),
  Settings: HeadingSettings,
  inPlace: { text: { input: TEXT_INPUT, className: "fw-block--heading" } },
};

/** A paragraph of plain text. */
export const paragraphBlockType: BlockTypeDefinition = {
  type: "paragraph",
  title: "Paragraph",
  hint: "A paragraph of text",
  keywords: ["text", "description", "intro", "instructions", "note", "statement"],
  group: "content",
  create: () => ({ type: "paragraph", text: "Some words for the respondent." }),
  caption: (block) => textOf(block.text),
  toValues: (block) => ({ text: textOf(block.text) }),
  fromValues: (values, current) => ({ ...current, type: "paragraph", text: textOf(values.text) }),
  settingFor: textSetting,
  Settings: ParagraphSettings,
  inPlace: { text: { input: TEXT_INPUT, className: "fw-block--paragraph", multiline: true } },
};
