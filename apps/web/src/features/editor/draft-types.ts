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

/** Field names and option values (by field name) that a published version used. */
export interface PublishedKeys {
  fieldNames: string[];
  optionValues: Record<string, string[]>;
}

/** A form as the editor loads it through `formById`. */
export interface LoadedEditorForm {
  id: string;
  slug: string;
  revision: number;
  publishedVersion: number | null;
  draft: DraftDocument;
  /** The live version's document (null while none is live). */
  liveDocument?: unknown;
  /** What published versions fixed: these names and values never follow their labels. */
  publishedKeys?: PublishedKeys;
  /** What the viewer may do to it: by their role in its workspace (issue 34 §1). */
  permissions?: string[];
  /** Whether the server takes payments (issue 36): without, the payment block is offered disabled. */
  isPaymentsConfigured?: boolean;
}
