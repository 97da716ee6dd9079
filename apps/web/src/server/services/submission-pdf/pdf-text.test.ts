import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfFaces } from "./pdf-fonts";
import { layoutParagraph } from "./pdf-text";
import { isReadablePng } from "./submission-pdf";

const faces = pdfFaces().regular;

/** A line's pieces as drawn, left to right, by the face each is in. */
function drawn(text: string, direction: "ltr" | "rtl", width = 500) {
  return layoutParagraph(text, { faces: faces[direction], size: 11, direction }, width).map(
    (line) => line.pieces.map((piece) => piece.text),
  );
}

describe("layoutParagraph", () => {
  it("keeps a left-to-right line in one piece and order", () => {
    expect(drawn("Ada Lovelace, 36", "ltr")).toEqual([["Ada Lovelace, 36"]]);
  });

  it("hands an Arabic line to the shaper in logical order (it sets the glyphs right to left)", () => {
    expect(drawn("سارة أحمد", "rtl")).toEqual([["سارة أحمد"]]);
  });

  it("puts a Latin word inside Arabic where it belongs: runs right to left, each run's letters its own way", () => {
    // Logical: Arabic, a Latin brand name, Arabic. Drawn left to right: the
    // last Arabic run first, then the Latin word, then the first Arabic run.
    const [line] = drawn("شكرا Formwright جدا", "rtl");
    expect(line?.map((piece) => piece.trim())).toEqual(["جدا", "Formwright", "شكرا"]);
  });

  it("mirrors brackets in right-to-left text (the shaper reverses the glyphs, not their shapes)", () => {
    expect(drawn("تعليق (اختياري)", "rtl")).toEqual([["تعليق )اختياري("]]);
    expect(drawn("a (b)", "ltr")).toEqual([["a (b)"]]);
  });

  it("breaks lines between words, no line wider than asked; a word longer than a line between characters", () => {
    const lines = layoutParagraph(
      "one two three four five six seven eight nine ten",
      { faces: faces.ltr, size: 11, direction: "ltr" },
      60,
    );
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60.01);
    const long = layoutParagraph(
      "x".repeat(200),
      { faces: faces.ltr, size: 11, direction: "ltr" },
      100,
    );
    expect(long.length).toBeGreaterThan(1);
    expect(long.map((line) => line.pieces.map((p) => p.text).join("")).join("")).toBe(
      "x".repeat(200),
    );
  });

  it("breaks at new lines (a matrix answer's rows)", () => {
    expect(drawn("Speed: Good\nPrice: Fair", "ltr")).toEqual([["Speed: Good"], ["Price: Fair"]]);
  });
});

describe("isReadablePng", () => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);

  it("takes a PNG whose pixels inflate", () => {
    const png = Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(5))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(isReadablePng(png)).toBe(true);
  });

  it("refuses damaged pixels (pdfkit would fail the process), a cut file and what is no PNG", () => {
    const damaged = Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", Buffer.from("not deflated at all")),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(isReadablePng(damaged)).toBe(false);
    expect(isReadablePng(damaged.subarray(0, 30))).toBe(false);
    expect(isReadablePng(Buffer.from("%PDF-1.4"))).toBe(false);
  });
});
