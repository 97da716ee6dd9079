import { FIELD_DOCUMENT_REGISTRY } from "../field-types/document-list";
import { FIELD_TYPES, type FieldType } from "../field-types/registry";
import type { RuleName } from "./field-rules-schema";

export { FIELD_TYPES, type FieldType } from "../field-types/registry";

/**
 * Which rules each field type accepts, read from each type's document module.
 * A select accepts `minItems` and `maxItems` only when `multi` is true.
 *
 * @example
 * RULES_BY_FIELD_TYPE.number; // ["min", "max"]
 */
export const RULES_BY_FIELD_TYPE = Object.fromEntries(
  FIELD_TYPES.map((type) => [type, FIELD_DOCUMENT_REGISTRY[type].rules]),
) as Readonly<Record<FieldType, readonly RuleName[]>>;
