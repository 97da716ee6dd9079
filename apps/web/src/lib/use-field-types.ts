import { type FormDocument, loadDocumentFieldTypes } from "@formwright/core";
import { use } from "react";

/**
 * Waits (suspends) until the definitions of the field types a document uses
 * are loaded: the seven first types always are; another type's code loads
 * only on forms that use it. Call it before anything validates or fills in
 * the document's fields.
 *
 * @example
 * useFieldTypes(document);
 * const resolver = useMemo(() => createDocumentResolver(document), [document]);
 */
export function useFieldTypes(document: Pick<FormDocument, "blocks">): void {
  const pending = loadDocumentFieldTypes(document);
  if (pending) use(pending);
}
