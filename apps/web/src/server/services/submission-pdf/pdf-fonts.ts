import { readFileSync } from "node:fs";
// Aliased: the production bundle's banner declares `createRequire` and `require` itself.
import { createRequire as requireFrom } from "node:module";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";

/** One font file of the PDFs, by the name the document registers it under. */
export interface PdfFace {
  name: string;
  font: fontkit.Font;
}

/** The faces of one weight, in the order a character looks for a face that has it. */
export interface PdfFaces {
  /** For a left-to-right paragraph: Noto Sans (Latin, Cyrillic, Greek, Vietnamese) first, then Cairo. */
  ltr: readonly PdfFace[];
  /** For a right-to-left paragraph: Cairo (Arabic, Latin, punctuation) first, then Noto Sans. */
  rtl: readonly PdfFace[];
}

/**
 * The font files, from npm packages installed with the app (nothing is
 * fetched at run time). Noto Sans (`@fontsource/noto-sans`, one file per
 * script) covers Latin, Cyrillic, Greek and Vietnamese. Cairo
 * (`@expo-google-fonts/cairo`, the whole font in one file) covers Arabic with
 * Latin and punctuation, so an Arabic line is one run of one font, and each
 * joined form of a letter is its own glyph (so the text reads back as the
 * letters written; Noto Sans Arabic draws dots as separate glyphs that map to
 * no letter).
 */
const FILES = {
  regular: {
    noto: ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "vietnamese"].map(
      (subset) => `@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`,
    ),
    cairo: ["@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf"],
  },
  bold: {
    noto: ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "vietnamese"].map(
      (subset) => `@fontsource/noto-sans/files/noto-sans-${subset}-700-normal.woff`,
    ),
    cairo: ["@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf"],
  },
} as const;

export type PdfWeight = keyof typeof FILES;

let loaded: Record<PdfWeight, PdfFaces> | null = null;

/**
 * A WOFF file as the plain OpenType font it wraps: each table inflated once,
 * here, with zlib. fontkit reads a WOFF's tables by inflating them in
 * JavaScript at every read, and a subset reads the glyph table once per
 * glyph: unwrapped, a PDF takes a fifth of the time.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  woff.copy(head, 0, 4, 8); // the flavor: TrueType or CFF outlines
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

function faceOf(resolver: NodeJS.Require, file: string): PdfFace {
  const path = resolver.resolve(file);
  const font = fontkit.create(unwrapWoff(readFileSync(path)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not one font`);
  const name = file.slice(file.lastIndexOf("/") + 1).replace(/\.(woff|ttf)$/, "");
  return { name, font };
}

/**
 * The PDFs' faces, read once per process and shared by every document (a
 * font is read-only once parsed; each document embeds the glyphs it uses).
 */
export function pdfFaces(): Record<PdfWeight, PdfFaces> {
  if (loaded) return loaded;
  const resolver = requireFrom(import.meta.url);
  const weights = {} as Record<PdfWeight, PdfFaces>;
  for (const weight of Object.keys(FILES) as PdfWeight[]) {
    const noto = FILES[weight].noto.map((file) => faceOf(resolver, file));
    const cairo = FILES[weight].cairo.map((file) => faceOf(resolver, file));
    weights[weight] = { ltr: [...noto, ...cairo], rtl: [...cairo, ...noto] };
  }
  loaded = weights;
  return weights;
}
