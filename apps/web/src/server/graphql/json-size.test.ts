import { describe, expect, it } from "vitest";
import { jsonBytesAtLeast } from "./json-size";
import { rawJsonOf } from "./raw-json";

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe("jsonBytesAtLeast", () => {
  it("is exact for ASCII text without escapes", () => {
    const value = { a: "xyz", list: [1, true, false, null, "b"], nested: { empty: {}, none: [] } };
    expect(jsonBytesAtLeast(value, Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(bytesOf(value));
    expect(jsonBytesAtLeast({ a: "xyz", b: { c: "d" } }, 1_000)).toBe(
      bytesOf({ a: "xyz", b: { c: "d" } }),
    );
  });

  it("never counts more than the text has: escapes, non-ASCII, lone surrogates, undefined and toJSON", () => {
    const values: unknown[] = [
      '\u0000\u0001"\\\n',
      "€uro 😀",
      "\ud800",
      { a: undefined, b: () => 1, c: [undefined, 1] },
      { when: new Date(0) },
      [[], {}, [[]], 1.5e300, -0],
      "",
    ];
    for (const value of values) {
      expect(jsonBytesAtLeast(value, Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(bytesOf(value));
    }
  });

  it("counts a kept document by its exact bytes", () => {
    const document = { title: "Café", blocks: [{ type: "paragraph", text: "é".repeat(100) }] };
    expect(jsonBytesAtLeast(rawJsonOf(document), 1_000_000)).toBe(bytesOf(document));
  });

  it("gives up once past the ceiling, without reading the rest", () => {
    let reads = 0;
    const list = Array.from({ length: 1_000 }, () => ({
      get text() {
        reads += 1;
        return "x".repeat(1_000);
      },
    }));
    expect(jsonBytesAtLeast(list, 10_000)).toBeGreaterThan(10_000);
    expect(reads).toBeLessThan(20);
  });

  it("walks nesting deeper than the call stack", () => {
    let deep: unknown = "end";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonBytesAtLeast(deep, Number.POSITIVE_INFINITY)).toBe(200_000 + 5);
  });
});
