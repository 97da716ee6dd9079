import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { messages } from "../messages";
import { compileNativePattern } from "../pattern/compile-native-pattern";
import type { FieldBlock } from "./document-list";
import { FIELD_DOCUMENT_REGISTRY } from "./document-list";
import {
  areFieldTypesLoaded,
  FIELD_TYPES,
  type FieldType,
  fieldTypeOf,
  loadFieldTypes,
} from "./registry";

const options = [
  { label: "A", value: "a" },
  { label: "B", value: "b" },
];

/** The smallest valid block of each type. */
const minimalBlocks: Record<FieldType, FieldBlock> = {
  select: { type: "select", name: "f", label: "Pick", options },
  textarea: { type: "textarea", name: "f", label: "Pick" },
  text: { type: "text", name: "f", label: "Pick" },
  radio: { type: "radio", name: "f", label: "Pick", options },
  checkboxGroup: { type: "checkboxGroup", name: "f", label: "Pick", options },
  checkbox: { type: "checkbox", name: "f", label: "Pick" },
  number: { type: "number", name: "f", label: "Pick" },
  rating: { type: "rating", name: "f", label: "Pick" },
  scale: { type: "scale", name: "f", label: "Pick" },
  matrix: { type: "matrix", name: "f", label: "Pick", rows: options, columns: options },
  ranking: { type: "ranking", name: "f", label: "Pick", options },
  file: { type: "file", name: "f", label: "Pick" },
  signature: { type: "signature", name: "f", label: "Pick" },
  date: { type: "date", name: "f", label: "Pick" },
  time: { type: "time", name: "f", label: "Pick" },
  hidden: { type: "hidden", name: "f", label: "Pick" },
  address: { type: "address", name: "f", label: "Pick" },
  group: {
    type: "group",
    name: "f",
    label: "Pick",
    blocks: [{ type: "text", name: "g", label: "G" }],
  },
};

describe("the field type registry", () => {
  it("lists the types in the document schema's order, and loads each one on demand, once", async () => {
    expect(FIELD_TYPES).toEqual(Object.keys(FIELD_DOCUMENT_REGISTRY));
    // The test setup loaded every type; loading again is nothing to wait for.
    expect(areFieldTypesLoaded(FIELD_TYPES)).toBe(true);
    expect(loadFieldTypes(["rating", "text"])).toBeNull();
  });

  it("has one definition per type, filed under its own type", () => {
    for (const type of FIELD_TYPES) expect(fieldTypeOf(type).type).toBe(type);
  });

  it.each(FIELD_TYPES)("accepts the document schema's smallest %s block", (type) => {
    const result = parseFormDocument({ slug: "t", title: "T", blocks: [minimalBlocks[type]] });
    expect(result.success).toBe(true);
  });

  // A hidden field cannot be required (its schema refuses it): nobody sees it to fill it in.
  it.each(FIELD_TYPES.filter((type) => type !== "hidden"))(
    "%s: a required field left at its empty value is '{label} is required'",
    (type) => {
      const block = { ...minimalBlocks[type], required: true } as FieldBlock;
      const definition = fieldTypeOf(type);
      const validate = definition.compileValidator(block, compileNativePattern);
      expect(validate(definition.emptyValue(block))).toEqual({ error: messages.required("Pick") });
    },
  );

  it.each(FIELD_TYPES)("%s: an optional field left at its empty value stores no answer", (type) => {
    const block = minimalBlocks[type];
    const definition = fieldTypeOf(type);
    const result = definition.compileValidator(
      block,
      compileNativePattern,
    )(definition.emptyValue(block));
    // A single checkbox is always stored: unticked is an answer ("No").
    expect(result).toEqual({ value: type === "checkbox" ? false : undefined });
  });

  it.each(FIELD_TYPES)("%s: its empty value is restored as itself", (type) => {
    const block = minimalBlocks[type];
    const definition = fieldTypeOf(type);
    expect(definition.restoreValue(block, definition.emptyValue(block))).toEqual(
      definition.emptyValue(block),
    );
  });

  it("charts per option exactly the types with options, and the single checkbox by its own", () => {
    for (const type of FIELD_TYPES) {
      const { chart, hasOptions, fixedOptions } = FIELD_DOCUMENT_REGISTRY[type];
      expect(chart === "options" || chart === "ranking").toBe(
        hasOptions || fixedOptions !== undefined,
      );
    }
  });
});
