import {
  type FieldBlock,
  type FormDocument,
  getFieldBlocks,
  isStorableText,
} from "@formwright/core";
import { ratingRange } from "@formwright/core/field-types/rating";
import { scaleRange } from "@formwright/core/field-types/scale";
import fc from "fast-check";
import {
  arrayText,
  hostileKey,
  hostileString,
  hostileValueText,
  hugeString,
  numberText,
  objectText,
  stringText,
} from "./hostile-json";

/**
 * A form with every field type and most rules, whose option values are
 * themselves hostile (`__proto__`, `constructor`, markup): the target of the
 * property-based submission tests.
 */
export function everythingDocument(slug: string) {
  const options = [
    { label: "Small", value: "s" },
    { label: "Proto", value: "__proto__" },
    { label: "Constructor", value: "constructor" },
    { label: "Markup", value: "<b>x</b>" },
  ];
  return {
    slug,
    title: "Everything",
    blocks: [
      { type: "heading", text: "All the fields" },
      { type: "text", name: "fullName", label: "Full name", required: true },
      { type: "text", name: "email", label: "Email", rules: { email: true } },
      { type: "text", name: "code", label: "Code", rules: { pattern: "[A-Z]{3}-\\d{2}" } },
      { type: "textarea", name: "story", label: "Story" },
      { type: "textarea", name: "short", label: "Short", rules: { minLength: 2, maxLength: 10 } },
      { type: "number", name: "qty", label: "Quantity", rules: { min: -5, max: 1_000_000 } },
      { type: "number", name: "anyNumber", label: "Any number" },
      { type: "select", name: "size", label: "Size", options },
      {
        type: "select",
        name: "tags",
        label: "Tags",
        options,
        multi: true,
        creatable: true,
        rules: { maxItems: 4 },
      },
      { type: "radio", name: "contactBy", label: "Contact by", options },
      {
        type: "checkboxGroup",
        name: "days",
        label: "Days",
        options,
        rules: { minItems: 1, maxItems: 2 },
      },
      { type: "checkbox", name: "consent", label: "I agree" },
      { type: "paragraph", text: "The end." },
    ],
  };
}

const json = (value: unknown) => JSON.stringify(value);

/** Option values of a choice field (a constant for other fields). */
function optionValuesOf(block: FieldBlock): fc.Arbitrary<string> {
  return "options" in block && block.options.length > 0
    ? fc.constantFrom(...block.options.map((o) => o.value))
    : fc.constant("x");
}

/**
 * JSON text of a value this field accepts (for the rules of
 * {@link everythingDocument}): text of any script and size, numbers as JSON
 * or as text, choices among the (hostile) option values.
 */
function validValueText(block: FieldBlock): fc.Arbitrary<string> {
  const options = optionValuesOf(block);
  switch (block.type) {
    case "text":
      if (block.rules?.email)
        return fc.constantFrom("ada@example.com", "o'brien+x@mail.example.org").map(json);
      if (block.rules?.pattern) return fc.stringMatching(/^[A-Z]{3}-\d{2}$/).map(json);
      return fc
        .oneof(
          fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
          fc.string({ unit: "binary", minLength: 1, maxLength: 30 }),
          hugeString(),
        )
        .filter((text) => text.trim() !== "" && isStorableText(text))
        .map(json);
    case "textarea":
      return block.rules?.maxLength
        ? fc.string({ unit: "grapheme", minLength: 2, maxLength: 10 }).map(json)
        : fc.oneof(fc.string({ unit: "grapheme", maxLength: 50 }), hugeString()).map(json);
    case "number":
      return fc.oneof(
        fc.integer({ min: -5, max: 1_000_000 }).map(json),
        fc.double({ min: -5, max: 1_000_000, noNaN: true }).map(json),
        fc.integer({ min: -5, max: 1_000_000 }).map((n) => json(` ${n}.50 `)),
      );
    case "checkbox":
      return fc.constantFrom("true", "false", "null");
    case "matrix":
    case "ranking":
    case "address":
    case "group":
      return fc.constant("null");
    case "radio":
      return options.map(json);
    case "select":
    case "checkboxGroup": {
      const isMulti = block.type === "checkboxGroup" || block.multi === true;
      if (!isMulti) return options.map(json);
      const choice =
        block.type === "select" && block.creatable
          ? fc.oneof(options, fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }))
          : options;
      const most = block.type === "checkboxGroup" ? 2 : 4;
      return fc
        .uniqueArray(
          choice.filter((c) => c.trim() !== ""),
          { maxLength: most },
        )
        .map((items) => arrayText(items.map(json)));
    }
    case "rating":
      return fc.integer(ratingRange(block)).map(json);
    case "scale":
      return fc.integer(scaleRange(block)).map(json);
    case "file":
    case "signature":
      return fc.constant("null");
    case "date":
      return fc.constantFrom("2024-02-29", "1999-12-31", "2030-01-01").map(json);
    case "time":
      return fc.constantFrom("00:00", "09:30", "23:59").map(json);
    case "hidden":
      return fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
        .filter((text) => text.trim() !== "" && isStorableText(text))
        .map(json);
  }
}

/**
 * JSON text of a value of the right type that is often wrong for the field:
 * any string (NUL, lone surrogates, blank, huge), number text, lists with
 * repeats and non-options.
 */
function edgeValueText(block: FieldBlock): fc.Arbitrary<string> {
  switch (block.type) {
    case "number":
      return fc.oneof(numberText, stringText);
    case "checkbox":
      return fc.constantFrom('"true"', '"on"', "1", "0", '""');
    case "select":
    case "checkboxGroup":
      if (block.type === "checkboxGroup" || block.multi === true) {
        return fc
          .array(fc.oneof(optionValuesOf(block), hostileString), { maxLength: 6 })
          .map((items) => arrayText(items.map(json)));
      }
      return stringText;
    default:
      return stringText;
  }
}

/**
 * JSON text of submission data for a document, in three shapes:
 * - every field absent, valid (mostly), of the right type but often wrong
 *   (edge), or of any type (hostile: deep, huge); sometimes extra keys
 *   (`__proto__`, `constructor` …);
 * - one field edge or hostile and the required fields valid, so that
 *   field's value alone decides whether it is stored;
 * - rarely not an object at all.
 */
export function submissionDataText(document: FormDocument): fc.Arbitrary<string> {
  const blocks = getFieldBlocks(document);
  const fieldEntries = blocks.map((block) =>
    fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      { arbitrary: validValueText(block).map((v) => [block.name, v] as const), weight: 30 },
      { arbitrary: edgeValueText(block).map((v) => [block.name, v] as const), weight: 2 },
      { arbitrary: hostileValueText.map((v) => [block.name, v] as const), weight: 1 },
    ),
  );
  const extraEntries = fc.oneof(
    { arbitrary: fc.constant([]), weight: 4 },
    {
      arbitrary: fc.array(fc.tuple(hostileKey, hostileValueText), { minLength: 1, maxLength: 3 }),
      weight: 1,
    },
  );
  const everyField = fc
    .tuple(fc.tuple(...fieldEntries), extraEntries)
    .map(([fields, extras]) =>
      objectText([
        ...fields.filter((entry): entry is readonly [string, string] => entry !== null),
        ...extras,
      ]),
    );
  const required = blocks.filter((block) => block.required === true);
  const oneField = fc
    .constantFrom(...blocks)
    .chain((focus) =>
      fc
        .tuple(
          fc.tuple(
            ...required
              .filter((b) => b !== focus)
              .map((b) => validValueText(b).map((v) => [b.name, v] as const)),
          ),
          fc.oneof(edgeValueText(focus), hostileValueText),
        )
        .map(([valid, value]) => objectText([...valid, [focus.name, value]])),
    );
  const notAnObject = fc.oneof(
    stringText,
    numberText,
    fc.constantFrom("true", "false", "[]", '[{"fullName":"x"}]'),
  );
  return fc.oneof(
    { arbitrary: everyField, weight: 20 },
    { arbitrary: oneField, weight: 10 },
    { arbitrary: notAnObject, weight: 1 },
  );
}
