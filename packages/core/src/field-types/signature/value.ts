import type { FileRef } from "../../files/file-ref";

/** What a `signature` field stores: the drawing (a PNG upload) or null, and the typed name. */
export interface SignatureValue {
  file: FileRef | null;
  name: string;
}
