import {
  createSubmissionValidator,
  type FormDocument,
  getFieldBlocks,
  parseFormDocument,
  prefillFromQueryString,
  validateFieldValue,
} from "@formwright/core";
import fc from "fast-check";
import { stringify } from "qs";
import { describe, expect, it } from "vitest";
import { hostileString, PROTOTYPE_KEYS } from "../testing/hostile-json";

/** Runs per prefill property: prefill is pure and fast. */
const RUNS = 1000;

const options = [
  { label: "Sales", value: "sales" },
  { label: "Proto", value: "__proto__" },
  { label: "Spaces & symbols", value: "a b&c=d[]" },
  { label: "Accents", value: "çà 👋" },
];

/**
 * Every field type, with names that shadow Object.prototype members
 * (`toString`, `valueOf`) and no rules: prefill does not apply rules (the
 * respondent sees the value and submit reports it), so here every prefilled
 * value must also pass the submission validator.
 */
const parsed = parseFormDocument({
  slug: "prefill",
  title: "Prefill",
  blocks: [
    { type: "text", name: "email", label: "Email" },
    { type: "text", name: "toString", label: "Shadows toString" },
    { type: "textarea", name: "message", label: "Message" },
    { type: "number", name: "qty", label: "Quantity" },
    { type: "number", name: "valueOf", label: "Shadows valueOf" },
    { type: "select", name: "topic", label: "Topic", options },
    { type: "select", name: "brand", label: "Brand", options, creatable: true },
    { type: "select", name: "topics", label: "Topics", options, multi: true },
    { type: "select", name: "tags", label: "Tags", options, multi: true, creatable: true },
    { type: "radio", name: "size", label: "Size", options },
    { type: "checkboxGroup", name: "days", label: "Days", options },
    { type: "checkbox", name: "terms", label: "Terms" },
    { type: "heading", text: "Not a field" },
  ],
});
if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
const document: FormDocument = parsed.document;
const fields = getFieldBlocks(document);
const fieldNames = fields.map((f) => f.name);
const validate = createSubmissionValidator(document);

/** Percent-encodes like a browser, without throwing on lone surrogates. */
function encode(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80"; // the UTF-8 bytes a lone surrogate would be, which decode to nothing valid
    }
  }).join("");
}

/** Query-string keys: field names, brackets (arrays, indices, nesting), prototype keys. */
const keyText = fc.oneof(
  fc.constantFrom(...fieldNames),
  fc.constantFrom(...fieldNames).map((n) => `${n}[]`),
  fc
    .tuple(fc.constantFrom(...fieldNames), fc.constantFrom(0, 1, 19, 20, 21, 999, 1e9))
    .map(([n, i]) => `${n}[${i}]`),
  fc
    .tuple(fc.constantFrom(...fieldNames), fc.constantFrom(...PROTOTYPE_KEYS, "a", "0"))
    .map(([n, k]) => `${n}[${k}]`),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom(...PROTOTYPE_KEYS).map((k) => `${k}[polluted]`),
  fc.constant("constructor[prototype][polluted]"),
  fc.constant("__proto__[polluted]"),
  fc.integer({ min: 6, max: 12 }).map((depth) => `email${"[a]".repeat(depth)}`),
  hostileString.map(encode),
);

/** Query-string values: any text (encoded or raw), broken escapes, words prefill understands. */
const valueText = fc.oneof(
  hostileString.map(encode),
  hostileString.filter((s) => !/[&=#]/.test(s)),
  fc.constantFrom(...options.map((o) => encode(o.value))),
  fc.constantFrom("on", "off", "TRUE", "1", "0", "3.50", "-2", "1e3", "NaN", "Infinity"),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%F0%9F%98%80", "+", "=", "%2B", "a%26b=c"),
);

const param = fc.tuple(keyText, valueText).map(([k, v]) => `${k}=${v}`);

/** A small parameter, repeated a thousand times without making a huge string. */
const shortParam = fc
  .tuple(fc.constantFrom(...fieldNames, "x", "__proto__"), fc.string({ maxLength: 8 }))
  .map(([k, v]) => `${k}=${encode(v)}`);

/** A query string: a few parameters, or over a thousand (past qs's parameter limit). */
const search = fc
  .tuple(
    fc.constantFrom("", "?", "??"),
    fc.oneof(
      { arbitrary: fc.array(param, { maxLength: 30 }), weight: 20 },
      {
        arbitrary: fc
          .tuple(
            shortParam,
            fc.integer({ min: 990, max: 1_100 }),
            fc.array(param, { maxLength: 5 }),
          )
          .map(([filler, count, tail]) => [...Array<string>(count).fill(filler), ...tail]),
        weight: 1,
      },
    ),
    fc.constantFrom("&", ";", "&&"),
  )
  .map(([prefix, params, separator]) => prefix + params.join(separator));

const pristine = Object.getOwnPropertyNames(Object.prototype).sort();

describe("prefill from a hostile query string", () => {
  it("never throws, returns only field names, and every value passes its field", () => {
    fc.assert(
      fc.property(search, (query) => {
        const values = prefillFromQueryString({ document, search: query });
        expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
        const keys = Reflect.ownKeys(values);
        for (const key of keys) expect(fieldNames).toContain(key);
        for (const block of fields) {
          if (!Object.hasOwn(values, block.name)) continue;
          const value = values[block.name];
          // Normalising a prefilled value changes nothing: it is already what submit stores.
          expect(validateFieldValue({ block, value })).toEqual({ value });
        }
        // And the whole prefill is a valid submission (no field is required).
        const result = validate(values);
        expect(result.success).toBe(true);
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(pristine);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it("gives back valid values written into the query string as a browser would", () => {
    const textValue = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() !== "");
    const optionValue = fc.constantFrom(...options.map((o) => o.value));
    const choices = fc.uniqueArray(optionValue, { minLength: 1, maxLength: options.length });
    const values = fc.record(
      {
        email: textValue,
        toString: textValue,
        message: textValue,
        qty: fc.integer({ min: -1e9, max: 1e9 }),
        valueOf: fc
          .double({ min: -1e6, max: 1e6, noNaN: true })
          .filter((n) => !/e/i.test(String(n))),
        topic: optionValue,
        brand: fc.oneof(optionValue, textValue),
        topics: choices,
        tags: fc.uniqueArray(fc.oneof(optionValue, textValue), { minLength: 1, maxLength: 20 }),
        size: optionValue,
        days: choices,
        terms: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(values, (given) => {
        const query = stringify(given, { arrayFormat: "brackets", addQueryPrefix: true });
        const expected = Object.fromEntries(
          Object.entries(given).map(([k, v]) => [
            k,
            typeof v === "number" && Object.is(v, -0) ? 0 : v,
          ]),
        );
        expect(prefillFromQueryString({ document, search: query })).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
