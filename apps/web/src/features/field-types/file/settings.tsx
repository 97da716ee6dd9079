"use client";

import { FILE_MAX_FILES } from "@formwright/core";
import { NumberInput, TextInput } from "@formwright/fields";
import { setOptional, textOf } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";
import { numberInput } from "../shared/setting-values";

/**
 * A file field's own settings: the accepted types (comma-separated MIME
 * types, families or extensions), the size limit per file and the number of files.
 */
export function FileUploadSettings() {
  return (
    <>
      <TextInput
        name="accept"
        label="Accepted types"
        description='Comma-separated: MIME types ("application/pdf"), families ("image/*") or extensions (".pdf"). Empty: any type the server recognises.'
      />
      <NumberInput
        name="maxSizeMb"
        label="Largest file (MB)"
        description="10 MB when empty; never more than the server's upload limit."
      />
      <NumberInput
        name="maxFiles"
        label="Most files"
        description={`1 when empty; at most ${FILE_MAX_FILES}.`}
      />
    </>
  );
}

function asNumber(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  return value;
}

/** `accept`, `maxSizeMb` and `maxFiles` as their inputs hold them (the types comma-separated). */
function readFileSettings(block: DraftBlock): Record<string, unknown> {
  return {
    accept: Array.isArray(block.accept) ? block.accept.join(", ") : "",
    maxSizeMb: numberInput(block.maxSizeMb),
    maxFiles: numberInput(block.maxFiles),
  };
}

/** Writes `accept`, `maxSizeMb` and `maxFiles` from the inputs (empty ones removed). */
function writeFileSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const accept = textOf(values.accept)
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  setOptional(next, "accept", accept.length > 0 ? accept : undefined);
  setOptional(next, "maxSizeMb", asNumber(values.maxSizeMb));
  setOptional(next, "maxFiles", asNumber(values.maxFiles));
}

/**
 * The editor's settings of a file field: the accepted types, the size limit
 * per file and the number of files.
 *
 * @example
 * fileEditor.readOwn?.({ type: "file", name: "cv", label: "CV", accept: [".pdf", "image/*"] }).accept; // ".pdf, image/*"
 */
export const fileEditor: FieldEditor = {
  title: "File upload",
  hint: "Files the respondent attaches",
  keywords: ["upload", "attachment", "attach", "document", "photo", "pdf", "cv", "resume"],
  hasPlaceholder: false,
  defaultValue: "none",
  FieldGroupSettings: FileUploadSettings,
  ownSettings: ["accept", "maxSizeMb", "maxFiles"],
  readOwn: readFileSettings,
  writeOwn: writeFileSettings,
};
