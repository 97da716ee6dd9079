import { parseFormDocument } from "@formwright/core";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ENCODINGS, queryValueOf, standInsFor, valuesShownAsGiven } from "./page-query-values";

const HARD = [
  "<script>alert(1)</script>",
  `"quoted" & 'single' <b>`,
  "&amp; \\ </textarea>",
  "Zoë 😀",
  "a+b=c&d",
];

function spelt(value: string): string {
  return encodeURIComponent(value).replaceAll("'", "%27");
}

describe("queryValueOf", () => {
  test("decodes a value as qs and URLSearchParams do", () => {
    expect(queryValueOf("fullName", "Ada%20L")).toEqual({
      name: "fullName",
      raw: "Ada%20L",
      value: "Ada L",
    });
    expect(queryValueOf("fullName", "Ada+L")?.value).toBe("Ada L");
  });

  test.each([
    ["tags[]", "a"], // nesting
    ["a.b", "a"],
    ["name", ""], // blank
    ["name", "%00x"], // a control character
    ["name", "%E2%80%A8"], // a line separator: JSON and scripts differ
    ["name", "%24ref"], // Flight escapes a leading $
    ["name", "%ZZ"], // not decodable
    ["name", "%ED%A0%80"], // a lone surrogate
    ["name", "it's"], // ' is escaped by HTML: its spelling would differ by place
    ["name", "a".repeat(257)],
  ])("refuses %s=%s", (name, raw) => {
    expect(queryValueOf(name, raw)).toBeNull();
  });
});

describe("ENCODINGS", () => {
  test.each(HARD)("html writes %s as React does", (value) => {
    const v = queryValueOf("x", spelt(value))!;
    expect(renderToStaticMarkup(createElement("input", { value, readOnly: true }))).toBe(
      `<input readOnly="" value="${ENCODINGS.html(v)}"/>`,
    );
  });

  test.each(HARD)("flight writes %s as Next inlines a Flight row", (value) => {
    const v = queryValueOf("x", spelt(value))!;
    const row = `1:${JSON.stringify({ a: value })}\n`;
    const inline = htmlEscapeJsonString(JSON.stringify([1, row]));
    expect(inline).toContain(`\\"a\\":\\"${ENCODINGS.flight(v)}\\"`);
    // In a string in a row (Next's key of a page's search parameters).
    const nested = htmlEscapeJsonString(
      JSON.stringify([1, `1:${JSON.stringify({ k: JSON.stringify({ a: value }) })}`]),
    );
    expect(nested).toContain(ENCODINGS.flightInString(v));
  });

  test.each(HARD)(
    "component writes %s as encodeURIComponent, and no context changes it",
    (value) => {
      const v = queryValueOf("x", spelt(value))!;
      const written = ENCODINGS.component(v);
      expect(written).toBe(encodeURIComponent(value));
      expect(htmlEscapeJsonString(JSON.stringify(JSON.stringify(written)))).toBe(
        JSON.stringify(JSON.stringify(written)),
      );
      expect(JSON.stringify(written)).toBe(`"${written}"`);
    },
  );

  test.each(HARD)("link writes %s as URLSearchParams does", (value) => {
    const v = queryValueOf("x", spelt(value))!;
    expect(new URLSearchParams({ x: value }).toString()).toBe(`x=${ENCODINGS.link(v)}`);
  });
});

describe("standInsFor", () => {
  test("each stand-in reads as text as given, and every encoding of it differs", () => {
    const { values } = standInsFor([queryValueOf("a", "1")!, queryValueOf("b", "2")!]);
    for (const v of values) {
      expect(queryValueOf(v.name, v.raw)).toEqual(v);
      const encoded = Object.values(ENCODINGS).map((encode) => encode(v));
      expect(new Set(encoded).size).toBe(encoded.length);
    }
  });
});

describe("valuesShownAsGiven", () => {
  const parsed = parseFormDocument({
    slug: "t",
    title: "T",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "email", label: "Email", inputType: "email", rules: { email: true } },
      { type: "number", name: "age", label: "Age" },
      { type: "text", name: "role", label: "Role" },
      { type: "text", name: "nick", label: "Nick" },
      {
        type: "paragraph",
        text: "Hello {{nick}}",
      },
      {
        type: "text",
        name: "team",
        label: "Team",
        visibleWhen: { all: [{ field: "role", op: "equals", value: "lead" }] },
      },
    ],
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed));
  const document = parsed.document;
  const shown = (name: string, raw: string) =>
    valuesShownAsGiven(document, [queryValueOf(name, raw)!]);

  test("a text no rule names, and a parameter no field reads", () => {
    expect(shown("fullName", "Ada")).toBe(true);
    // `inputType: "email"` and `rules.email` are kinds, not the field's name.
    expect(shown("email", "ada%40example.com")).toBe(true);
    expect(shown("utm_source", "mail")).toBe(true);
  });

  test("not a number, a field a condition or a pipe names, nor a value a field drops", () => {
    expect(shown("age", "42")).toBe(false);
    expect(shown("role", "lead")).toBe(false);
    expect(shown("nick", "Ada")).toBe(false);
    expect(shown("fullName", "%20")).toBe(false);
  });
});
