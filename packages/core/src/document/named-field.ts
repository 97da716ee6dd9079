import { FIELD_TYPES } from "../field-types/registry";
import { isRecord } from "../utils/is-record";

const fieldTypes: ReadonlySet<unknown> = new Set(FIELD_TYPES);

/**
 * The name of a block of unknown shape when it is a field (a block of one of
 * the field types with a string `name`), else null. A payment block has a
 * `name` too, but collects no answer: no condition, pipe or variable reads it.
 *
 * @example
 * namedFieldOf({ type: "text", name: "email" }); // "email"
 * namedFieldOf({ type: "payment", name: "fee" }); // null
 */
export function namedFieldOf(block: unknown): string | null {
  return isRecord(block) && typeof block.name === "string" && fieldTypes.has(block.type)
    ? block.name
    : null;
}
