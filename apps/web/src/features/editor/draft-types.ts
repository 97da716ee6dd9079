/**
 * A block while it is edited: the JSON of a block, which may still have
 * problems (an empty label, a rule typed as text). `parseFormDocument` tells
 * which; the server refuses to save it until there are none.
 */
export type DraftBlock = { type: string } & Record<string, unknown>;

/** The document-level settings of a draft: everything but `blocks`. */
export type DraftSettings = Record<string, unknown>;

/** A draft form document as the editor sends it to `updateForm`. */
export type DraftDocument = DraftSettings & { blocks: DraftBlock[] };

/** A block in the editor, with the key that follows it while it moves. */
export interface EditorBlock {
  /** Editor-only identity (`b1`, `b2`, ...); never saved in the document. */
  key: string;
  block: DraftBlock;
}

/** A form as the editor loads it through `formById`. */
export interface LoadedEditorForm {
  id: string;
  slug: string;
  revision: number;
  publishedVersion: number | null;
  draft: DraftDocument;
}
