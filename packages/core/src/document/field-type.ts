import { FIELD_TYPE_REGISTRY, type FieldType } from "../field-types/registry";
import type { RuleName } from "./field-rules-schema";

export type { FieldType } from "../field-types/registry";

/**
 * The field types, in the order of the registry (and of the document
 * schema's messages).
 *
 * @example
 * FIELD_TYPES.includes("number"); // true
 */
export const FIELD_TYPES = Object.keys(FIELD_TYPE_REGISTRY) as readonly FieldType[];

/**
 * Which rules each field type accepts, read from the registry. A select
 * accepts `minItems` and `maxItems` only when `multi` is true.
 *
 * @example
 * RULES_BY_FIELD_TYPE.number; // ["min", "max"]
 */
export const RULES_BY_FIELD_TYPE = Object.fromEntries(
  FIELD_TYPES.map((type) => [type, FIELD_TYPE_REGISTRY[type].rules]),
) as Readonly<Record<FieldType, readonly RuleName[]>>;
