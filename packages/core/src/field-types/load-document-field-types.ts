import type { FormDocument } from "../document/form-document-schema";
import { getAllFieldBlocks } from "../document/get-all-field-blocks";
import { loadConditionVariables } from "../logic/condition-variables";
import { loadPatternRule } from "../pattern/pattern-rule";
import { usesPatternRule } from "../pattern/uses-pattern-rule";
import { loadPhoneRule } from "../phone/phone-rule";
import { usesPhoneRule } from "../phone/uses-phone-rule";
import { loadFieldTypes } from "./registry";

// One promise per pending set (the types' promise, and which rule libraries
// load beside it), so React's `use` sees the same promise on every render.
const NO_TYPES = {};
const combined = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Loads the definitions of the field types a document uses (see
 * `loadFieldTypes`), the phone library when a text field has a `phone` rule
 * (see `loadPhoneRule`) and the pattern engine when a field has a `pattern`
 * rule (see `loadPatternRule`), and the evaluator of variables for
 * conditions when the document has variables (see `loadConditionVariables`;
 * such a form loads the evaluator for its texts anyway): null when they are
 * all there already.
 *
 * @example
 * await loadDocumentFieldTypes(document);
 * createSubmissionValidator(document);
 */
export function loadDocumentFieldTypes(
  document: Pick<FormDocument, "blocks"> & Partial<Pick<FormDocument, "variables">>,
): Promise<void> | null {
  const types = loadFieldTypes(getAllFieldBlocks(document).map((block) => block.type));
  const phone = usesPhoneRule(document) ? loadPhoneRule() : null;
  const pattern = usesPatternRule(document) ? loadPatternRule() : null;
  const variables = document.variables?.length ? loadConditionVariables() : null;
  const pending = [types, phone, pattern, variables].filter((p): p is Promise<void> => p !== null);
  if (pending.length <= 1) return pending[0] ?? null;
  let byRules = combined.get(types ?? NO_TYPES);
  if (!byRules) {
    byRules = new Map();
    combined.set(types ?? NO_TYPES, byRules);
  }
  const key = `${phone ? "phone" : ""},${pattern ? "pattern" : ""},${variables ? "v" : ""}`;
  let all = byRules.get(key);
  if (!all) {
    all = Promise.all(pending).then(() => undefined);
    byRules.set(key, all);
  }
  return all;
}
