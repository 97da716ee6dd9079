// Types of bidi-js (the Unicode Bidirectional Algorithm), which ships none.
declare module "bidi-js" {
  interface EmbeddingLevels {
    /** One level per UTF-16 code unit: even left to right, odd right to left. */
    levels: Uint8Array;
    paragraphs: Array<{ start: number; end: number; level: number }>;
  }
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: "ltr" | "rtl" | "auto"): EmbeddingLevels;
    getMirroredCharacter(char: string): string | null;
    /** The character's bidi class: "L", "R", "AL", "EN", "WS", … */
    getBidiCharTypeName(char: string): string;
  }
  export default function bidiFactory(): Bidi;
}
