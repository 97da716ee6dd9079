import type { FormDocument } from "../document/form-document-schema";
import { getAllFieldBlocks } from "../document/get-all-field-blocks";

/**
 * Whether a document has a field with a `pattern` rule (its forms load the
 * pattern engine, see `loadPatternRule`).
 *
 * @example
 * usesPatternRule({ blocks: [{ type: "text", name: "zip", label: "ZIP", rules: { pattern: "[0-9]{5}" } }] }); // true
 */
export function usesPatternRule(document: Pick<FormDocument, "blocks">): boolean {
  return getAllFieldBlocks(document).some(
    (block) =>
      "rules" in block &&
      block.rules !== undefined &&
      "pattern" in block.rules &&
      block.rules.pattern !== undefined,
  );
}
