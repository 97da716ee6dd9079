import type { FormDocument } from "../document/form-document-schema";
import { isFieldBlock } from "../document/is-field-block";
import type { FieldBlock } from "../field-types/document-list";
import { blockVisibility } from "../logic/block-visibility";
import { isShownToRespondent } from "./answer-words";

/**
 * The fields a respondent may see read back, in form order: those their
 * answers showed (conditions and skipped pages, as `blockVisibility` decides
 * them), never a field of a type a respondent does not see (hidden). The
 * receipt, the no-script answers page and "copy my answers" list these.
 *
 * @example
 * respondentFields(document, { role: "other" }).map((b) => b.name); // ["role", "otherRole"]
 */
export function respondentFields(
  document: Pick<FormDocument, "blocks"> & Partial<Pick<FormDocument, "variables">>,
  answers: Readonly<Record<string, unknown>>,
): FieldBlock[] {
  const { shown } = blockVisibility(document.blocks, answers, document.variables);
  return document.blocks.filter(
    (block, i): block is FieldBlock =>
      shown[i] === true && isFieldBlock(block) && isShownToRespondent(block),
  );
}
