import { describe, expect, it } from "vitest";
import { RawJson, rawJsonOf, stringifyWithRawJson } from "./raw-json";

describe("rawJsonOf", () => {
  it("serializes an object once, for as long as it lives", () => {
    const document = { title: "Form" };
    expect(rawJsonOf(document)).toBe(rawJsonOf(document));
    expect(rawJsonOf(document).json).toBe('{"title":"Form"}');
    expect(rawJsonOf({ title: "€" }).bytes).toBe(15);
  });
});

describe("stringifyWithRawJson", () => {
  it("writes what JSON.stringify of the plain values writes", () => {
    const document = { title: "Café \u0000 \ud800", blocks: [{ text: 'quote " and \\' }] };
    const raw = rawJsonOf(document);
    const answer = { data: { a: { document: raw }, b: { document: raw, title: "x" } } };
    const plain = { data: { a: { document }, b: { document, title: "x" } } };
    expect(stringifyWithRawJson(answer)).toBe(JSON.stringify(plain));
  });

  it("is not fooled by text that looks like its marker", () => {
    const raw = new RawJson({ kept: true });
    const answer = { a: "\u0000", b: raw, c: `\u0000${"0".repeat(36)}`, d: raw };
    expect(stringifyWithRawJson(answer)).toBe(
      JSON.stringify({
        a: "\u0000",
        b: { kept: true },
        c: `\u0000${"0".repeat(36)}`,
        d: { kept: true },
      }),
    );
  });

  it("leaves plain JSON.stringify working on a kept value", () => {
    expect(JSON.stringify({ a: new RawJson([1, 2]) })).toBe('{"a":[1,2]}');
  });
});
