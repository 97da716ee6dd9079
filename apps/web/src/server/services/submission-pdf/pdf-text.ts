import bidiFactory from "bidi-js";
import type { PdfFace } from "./pdf-fonts";

const bidi = bidiFactory();

/** What a paragraph is drawn with. */
export interface TextStyle {
  /** The faces in the order a character looks for one that has it. */
  faces: readonly PdfFace[];
  /** Points. */
  size: number;
  /** The paragraph's direction: right to left starts lines at the right edge. */
  direction: "ltr" | "rtl";
  color?: string;
  /** Makes every line a link to this address. */
  link?: string;
}

/** A piece of a line in one face and one embedding level. */
interface Run {
  start: number;
  end: number;
  face: PdfFace;
  level: number;
}

/** One line of a laid-out paragraph: its runs in the order they are drawn, left to right. */
export interface LaidOutLine {
  pieces: Array<{ text: string; face: PdfFace; width: number }>;
  width: number;
}

const STRONG = /[\p{L}\p{M}]/u;
const MARK = /\p{M}/u;

function hasGlyph(face: PdfFace, codePoint: number): boolean {
  return face.font.hasGlyphForCodePoint(codePoint);
}

/**
 * The face of each code unit: a letter takes the first face that has it; a
 * mark, a space, a digit or punctuation stays in the face before it when that
 * face has it (so a word and its punctuation are one run), else the first
 * face that has it; a character no face has falls to the first face.
 */
function facesOf(text: string, faces: readonly PdfFace[]): PdfFace[] {
  const first = faces[0];
  if (!first) throw new Error("No face to draw text with");
  const chosen: PdfFace[] = [];
  let previous: PdfFace | undefined;
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const neutral = !STRONG.test(char) || MARK.test(char);
    const face =
      (neutral && previous && hasGlyph(previous, codePoint) ? previous : undefined) ??
      faces.find((candidate) => hasGlyph(candidate, codePoint)) ??
      previous ??
      first;
    chosen.push(face);
    if (codePoint > 0xffff) {
      chosen.push(face);
      i++;
    }
    previous = face;
  }
  return chosen;
}

function runsOf(text: string, faces: readonly PdfFace[], levels: Uint8Array): Run[] {
  const chosen = facesOf(text, faces);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const face = chosen[i] as PdfFace;
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.face === face && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, face, level });
  }
  return runs;
}

/** The advance of `text` in `face` at `size` points. */
export function widthIn(face: PdfFace, text: string, size: number): number {
  if (text === "") return 0;
  return (face.font.layout(text, []).advanceWidth * size) / face.font.unitsPerEm;
}

function widthOf(runs: readonly Run[], text: string, start: number, end: number, size: number) {
  let width = 0;
  for (const run of runs) {
    const from = Math.max(run.start, start);
    const to = Math.min(run.end, end);
    if (from < to) width += widthIn(run.face, text.slice(from, to), size);
  }
  return width;
}

/**
 * Where lines break, as logical [start, end) ranges: after the spaces between
 * words, greedily; a word wider than a line breaks between characters.
 */
function lineRanges(text: string, runs: readonly Run[], size: number, maxWidth: number) {
  const ranges: Array<[number, number]> = [];
  let lineStart = 0;
  let lineWidth = 0;
  for (const match of text.matchAll(/\S+\s*|\s+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const wordWidth = widthOf(runs, text, start, end, size);
    const inkWidth = widthOf(runs, text, start, start + match[0].trimEnd().length, size);
    if (lineWidth + inkWidth <= maxWidth || start === lineStart) {
      if (start === lineStart && inkWidth > maxWidth) {
        // One word wider than the line: as many characters as fit, then the rest.
        let from = start;
        let width = 0;
        for (let i = start; i < end; i++) {
          const charWidth = widthOf(runs, text, i, i + 1, size);
          if (width + charWidth > maxWidth && i > from) {
            ranges.push([from, i]);
            from = i;
            width = 0;
          }
          width += charWidth;
        }
        lineStart = from;
        lineWidth = width;
        continue;
      }
      lineWidth += wordWidth;
      continue;
    }
    ranges.push([lineStart, start]);
    lineStart = start;
    lineWidth = wordWidth;
  }
  if (lineStart < text.length || ranges.length === 0) ranges.push([lineStart, text.length]);
  return ranges;
}

/** The runs of a line in visual order (the algorithm's rule L2: reverse from the highest level down). */
function visualOrder(pieces: Run[]): Run[] {
  if (pieces.length === 0) return pieces;
  const highest = Math.max(...pieces.map((p) => p.level));
  const lowestOdd = Math.min(...pieces.map((p) => (p.level % 2 === 1 ? p.level : highest + 1)));
  const order = [...pieces];
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if ((order[i] as Run).level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j] as Run).level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/**
 * Brackets mirrored ("(" for ")"): the shaper sets a right-to-left piece's
 * glyphs right to left but draws each bracket as it is, so an opening one
 * would face the wrong way (rule L4 of the algorithm).
 */
function mirrored(text: string): string {
  return [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join("");
}

/** Characters reversed (brackets mirrored in a right-to-left piece): a piece the shaper would set the other way. */
function reversed(text: string, mirror: boolean): string {
  const chars = [...text].reverse().join("");
  return mirror ? mirrored(chars) : chars;
}

/**
 * A paragraph laid out in lines no wider than `maxWidth`: each line's pieces
 * in the order they are drawn, left to right, each piece's text as the font
 * shapes it. The Unicode Bidirectional Algorithm (bidi-js) sets the levels;
 * the shaper (fontkit) joins Arabic letters and sets a right-to-left script's
 * glyphs right to left itself, so a piece goes to it in logical order, unless
 * the shaper would set it the other way (digits inside right-to-left text,
 * punctuation between right-to-left words): then it gets it reversed. Lines
 * break at `\n` too.
 *
 * @example
 * layoutParagraph("سارة أحمد", { faces, size: 11, direction: "rtl" }, 400);
 */
export function layoutParagraph(
  text: string,
  style: Pick<TextStyle, "faces" | "size" | "direction">,
  maxWidth: number,
): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const { levels } = bidi.getEmbeddingLevels(paragraph, style.direction);
    const runs = runsOf(paragraph, style.faces, levels);
    for (const [start, end] of lineRanges(paragraph, runs, style.size, maxWidth)) {
      const inkEnd = start + paragraph.slice(start, end).trimEnd().length;
      const pieces = runs.flatMap((run) => {
        const from = Math.max(run.start, start);
        const to = Math.min(run.end, inkEnd);
        return from < to ? [{ ...run, start: from, end: to }] : [];
      });
      const drawn = visualOrder(pieces).map((piece) => {
        const logical = paragraph.slice(piece.start, piece.end);
        const shaperDirection = piece.face.font.layout(logical, []).direction;
        const wanted = piece.level % 2 === 1 ? "rtl" : "ltr";
        const text =
          shaperDirection !== wanted
            ? reversed(logical, wanted === "rtl")
            : wanted === "rtl"
              ? mirrored(logical)
              : logical;
        return { text, face: piece.face, width: widthIn(piece.face, text, style.size) };
      });
      lines.push({ pieces: drawn, width: drawn.reduce((sum, piece) => sum + piece.width, 0) });
    }
  }
  return lines;
}

/**
 * Makes a right-to-left ligature read back in logical order. A glyph that
 * stands for several right-to-left letters (Arabic's lam-alef, "لا") maps to
 * them in the PDF's ToUnicode table; PDF.js (Firefox's and the tests' reader)
 * reverses a right-to-left line's text as a whole, mapped ligatures included,
 * so "لا" would read back "ال". Each such mapping is stored reversed, so it
 * reads back as written. Reads pdfkit's font objects (`_fontFamilies`,
 * `unicode`): the Arabic extraction test fails if pdfkit changes them.
 */
export function readRightToLeftLigaturesInOrder(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  // A font is listed under its registered name and its own: fix each once.
  for (const font of new Set(Object.values(families ?? {}))) {
    for (const [gid, codePoints] of (font.unicode ?? []).entries()) {
      if (!codePoints || codePoints.length < 2) continue;
      const isRightToLeft = codePoints.every((codePoint) =>
        ["R", "AL"].includes(bidi.getBidiCharTypeName(String.fromCodePoint(codePoint))),
      );
      if (isRightToLeft && font.unicode) font.unicode[gid] = [...codePoints].reverse();
    }
  }
}
