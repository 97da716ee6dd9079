"use client";

import { Textarea, TextInput } from "@formwright/fields";
import type { BlockTypeDefinition } from "./block-type-definition";
import { textOf } from "./draft-values";

const KEYS = ["trigger", "title", "text"] as const;

function ModalSettings() {
  return (
    <fieldset className="fw-editor-group">
      <legend>Modal</legend>
      <TextInput
        name="trigger"
        label="Button caption"
        required
        description="The button that opens the dialog"
      />
      <TextInput name="title" label="Dialog title" required />
      <Textarea
        name="text"
        label="Dialog text"
        required
        description="Plain text; line breaks are kept"
      />
    </fieldset>
  );
}

/** A button that opens a dialog of text. */
export const modalBlockType: BlockTypeDefinition = {
  type: "modal",
  title: "Modal",
  hint: "A button that opens a dialog of text (terms, details)",
  keywords: ["dialog", "popup", "pop-up", "lightbox", "more info", "terms"],
  group: "content",
  create: () => ({
    type: "modal",
    trigger: "Read more",
    title: "More details",
    text: "The details the respondent may want.",
  }),
  caption: (block) => textOf(block.trigger) || "Modal",
  toValues: (block) => Object.fromEntries(KEYS.map((key) => [key, textOf(block[key])])),
  fromValues: (values, current) => ({
    ...current,
    type: "modal",
    ...Object.fromEntries(KEYS.map((key) => [key, textOf(values[key])])),
  }),
  settingFor: (path) =>
    typeof path[0] === "string" && (KEYS as readonly string[]).includes(path[0]) ? path[0] : null,
  Settings: ModalSettings,
};
