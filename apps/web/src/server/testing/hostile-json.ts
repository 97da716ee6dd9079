import fc from "fast-check";

/**
 * Arbitraries (fast-check) of hostile input for property-based tests, built
 * as JSON **text**: `JSON.parse('{"__proto__": 1}')` keeps `__proto__` as an
 * own key, where an object literal or `JSON.stringify` of a built object
 * would have set a prototype or dropped it. Parse the text to get the value
 * the server sees.
 */

/** Keys that reach a prototype, shadow a method, or look like one. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "isPrototypeOf",
] as const;

/** Text that parsers and number readers are known to trip on. */
export const TRICKY_TEXT = [
  "",
  " ",
  "\t\n",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x10",
  "1e3",
  " 12 ",
  "3.50",
  "+1",
  ".5",
  "5.",
  "1,5",
  "١٢",
  "１２",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\ud83d\ude00",
  "\u202eevil",
  "\ufeff",
  "a\u0301",
  "\u2028\u2029",
  "%00",
  "' OR 1=1 --",
  '"); drop table submissions; --',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection probe, meant literally
  "${7*7}",
] as const;

/** Units that storage, encoders and parsers get wrong: NUL, lone surrogate halves, a pair. */
const TROUBLE_UNITS = ["\u0000", "\ud800", "\udc00", "\ud83d\ude00", "a", " "];

/** Any single UTF-16 unit: NUL, controls, lone surrogate halves included. */
const anyUtf16Unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/**
 * Strings of every kind: printable ASCII, Unicode graphemes, any code point,
 * raw UTF-16 units (lone surrogates, NUL, often), known tricky text, and huge
 * strings (1 to 100 KB, a short seed repeated).
 */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: anyUtf16Unit, maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...TROUBLE_UNITS), minLength: 1, maxLength: 8 }),
  fc.constantFrom(...TRICKY_TEXT),
  hugeString(),
);

/** A string of about `min` to `max` UTF-16 units: a short seed repeated. */
export function hugeString({ min = 1_000, max = 100_000 } = {}): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }),
      ),
      fc.integer({ min, max }),
    )
    .map(([seed, length]) => seed.repeat(Math.max(1, Math.floor(length / seed.length))));
}

/** JSON number text, including values JSON allows but doubles cannot hold. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(
    "0",
    "-0",
    "1e308",
    "1e400",
    "-1e400",
    "1e-400",
    "5e-324",
    "123456789012345678901234567890",
    "0.1",
    "1E5",
  ),
);

/** JSON text of a string. */
export const stringText: fc.Arbitrary<string> = hostileString.map((s) => JSON.stringify(s));

/** JSON text of a scalar: string, number, boolean or null. */
export const scalarText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: stringText, weight: 4 },
  { arbitrary: numberText, weight: 2 },
  { arbitrary: fc.constantFrom("true", "false", "null"), weight: 1 },
);

/** A key of a JSON object: prototype keys, tricky text or any string. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom(...TRICKY_TEXT),
  fc.string({ unit: anyUtf16Unit, maxLength: 12 }),
);

/** JSON text of an object with these entries, in order, duplicates kept. */
export function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

/** JSON text of an array of these items. */
export function arrayText(items: readonly string[]): string {
  return `[${items.join(",")}]`;
}

/** JSON text of any value, a few levels deep, with hostile keys and scalars. */
export const anyJsonText: fc.Arbitrary<string> = fc.letrec<{
  value: string;
  array: string;
  object: string;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalarText,
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }).map(arrayText),
  object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(objectText),
})).value;

/**
 * JSON text nested `20` to `50` levels deep: arrays, objects and
 * `{"__proto__": …}` wrapped around a scalar.
 */
export const deeplyNestedText: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.constantFrom("array", "object", "proto"), { minLength: 20, maxLength: 50 }),
    scalarText,
  )
  .map(([layers, leaf]) =>
    layers.reduce((inner, layer) => {
      if (layer === "array") return arrayText([inner]);
      return objectText([[layer === "proto" ? "__proto__" : "a", inner]]);
    }, leaf),
  );

/** JSON text of a value of any type, shallow or deep: the "wrong type" for any field. */
export const hostileValueText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: scalarText, weight: 6 },
  { arbitrary: anyJsonText, weight: 3 },
  { arbitrary: deeplyNestedText, weight: 1 },
);
