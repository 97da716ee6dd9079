"use client";

import { englishCatalogue } from "@formwright/core";
import {
  ADDRESS_PARTS,
  addressPartLabel,
  collectedParts,
} from "@formwright/core/field-types/address";
import { CheckboxGroup } from "@formwright/fields";
import { setOptional } from "../../editor/block-types/draft-values";
import type { FieldEditor } from "../field-editor";

// The editor is in English, whatever language a live preview beside it sets.
const PART_OPTIONS = ADDRESS_PARTS.map((part) => ({
  value: part,
  label: addressPartLabel(part, englishCatalogue),
}));

/** An address's own setting, `parts`: which parts it collects. */
export function AddressSettings() {
  return (
    <CheckboxGroup
      name="parts"
      label="Parts to collect"
      description="When the field is required, line 1, city and country must be given (those collected)."
      options={PART_OPTIONS}
    />
  );
}

/**
 * The parts ticked, in reading order: `undefined` (every part, the default)
 * when all are, else the list (empty when none is, which the document check
 * then names).
 *
 * @example
 * partsSetting(["country", "city"]); // ["city", "country"]
 */
export function partsSetting(value: unknown): string[] | undefined {
  const ticked = Array.isArray(value) ? value : [];
  const parts = ADDRESS_PARTS.filter((part) => ticked.includes(part));
  return parts.length === ADDRESS_PARTS.length ? undefined : parts;
}

/**
 * The editor's settings of an address: which parts it collects (`parts`,
 * removed when every part is ticked).
 *
 * @example
 * addressEditor.readOwn?.({ type: "address", name: "home", label: "Home" }); // { parts: ["line1", …, "country"] }
 */
export const addressEditor: FieldEditor = {
  title: "Address",
  hint: "A postal address, with autofill and a country list",
  keywords: ["street", "postal", "postcode", "zip code", "city", "country", "location", "shipping"],
  hasPlaceholder: false,
  defaultValue: "none",
  FieldGroupSettings: AddressSettings,
  ownSettings: ["parts"],
  readOwn: (block) => ({
    parts: collectedParts({ parts: Array.isArray(block.parts) ? block.parts : undefined }),
  }),
  writeOwn: (values, next) => setOptional(next, "parts", partsSetting(values.parts)),
};
