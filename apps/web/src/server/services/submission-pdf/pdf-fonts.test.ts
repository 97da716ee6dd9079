import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { pdfFaces, unwrapWoff } from "./pdf-fonts";

describe("unwrapWoff", () => {
  it("gives the OpenType font a WOFF wraps: the same glyphs, widths and shaping", () => {
    const file = createRequire(import.meta.url).resolve(
      "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
    );
    const woff = readFileSync(file);
    const wrapped = fontkit.create(woff) as fontkit.Font;
    const unwrapped = fontkit.create(unwrapWoff(woff)) as fontkit.Font;
    expect(unwrapped.numGlyphs).toBe(wrapped.numGlyphs);
    const text = "Ada Lovelace, 36 — “fine” office";
    const ids = (font: fontkit.Font) => font.layout(text, []).glyphs.map((g) => g.id);
    expect(ids(unwrapped)).toEqual(ids(wrapped));
    expect(unwrapped.layout(text, []).advanceWidth).toBe(wrapped.layout(text, []).advanceWidth);
  });

  it("leaves a font that is no WOFF as it is", () => {
    const ttf = Buffer.from("\u0000\u0001\u0000\u0000rest", "latin1");
    expect(unwrapWoff(ttf)).toBe(ttf);
  });

  it("has a face for Latin, Cyrillic, Greek and Arabic in both weights", () => {
    for (const weight of ["regular", "bold"] as const) {
      for (const char of ["A", "Ж", "Ω", "ب"]) {
        const codePoint = char.codePointAt(0) ?? 0;
        expect(
          pdfFaces()[weight].ltr.some((face) => face.font.hasGlyphForCodePoint(codePoint)),
          `${weight} ${char}`,
        ).toBe(true);
      }
    }
  });
});
