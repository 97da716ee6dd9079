"use client";

import { FILE_MAX_FILES } from "@formwright/core";
import { NumberInput, TextInput } from "@formwright/fields";
import type { DraftBlock } from "../draft-types";
import { setOptional } from "./draft-values";
import type { OwnSettingsValues } from "./field-editor-settings";

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

/** Writes `accept`, `maxSizeMb` and `maxFiles` from the inputs (empty ones removed). */
export function writeFileSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const accept = values.accept
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  setOptional(next, "accept", accept.length > 0 ? accept : undefined);
  setOptional(next, "maxSizeMb", asNumber(values.maxSizeMb));
  setOptional(next, "maxFiles", asNumber(values.maxFiles));
}
