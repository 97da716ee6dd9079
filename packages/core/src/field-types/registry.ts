import { loadConditionVariables } from "../logic/condition-variables";
import { loadPatternRule } from "../pattern/pattern-rule";
import type { FieldBlock } from "./document-list";
import type { FieldTypeDefinition } from "./field-type-definition";
import { EAGER_FIELD_TYPES, FIELD_TYPE_LOADERS, type FieldType } from "./list";

export type { FieldType } from "./list";
export { FIELD_TYPE_LOADERS } from "./list";

type LazyFieldType = keyof typeof FIELD_TYPE_LOADERS;

/**
 * The field types, in the order of the document schema (and of its
 * messages).
 *
 * @example
 * FIELD_TYPES.includes("number"); // true
 */
export const FIELD_TYPES = [
  ...Object.keys(EAGER_FIELD_TYPES),
  ...Object.keys(FIELD_TYPE_LOADERS),
] as readonly FieldType[];

const loaded = new Map<string, FieldTypeDefinition<FieldBlock>>(
  Object.entries(EAGER_FIELD_TYPES) as Array<[string, FieldTypeDefinition<FieldBlock>]>,
);
const loading = new Map<string, Promise<void>>();

/**
 * Whether the definitions of these types are loaded (`fieldTypeOf` answers
 * for them).
 *
 * @example
 * areFieldTypesLoaded(["text", "number"]); // true
 */
export function areFieldTypesLoaded(types: Iterable<FieldType>): boolean {
  for (const type of types) if (!loaded.has(type)) return false;
  return true;
}

/**
 * Loads the definitions of these types. The same types give the same promise
 * (React's `use` can wait on it across renders); null when all are loaded.
 * The browser loads what a form uses before building its validator; the
 * server loads every type at start (`loadAllFieldTypes`).
 *
 * @example
 * const pending = loadFieldTypes(["rating"]);
 * if (pending) await pending;
 */
export function loadFieldTypes(types: Iterable<FieldType>): Promise<void> | null {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type)).sort();
  if (missing.length === 0) return null;
  const key = missing.join(",");
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map(async (type) => {
        const load = FIELD_TYPE_LOADERS[type as LazyFieldType] as () => Promise<unknown>;
        loaded.set(type, (await load()) as FieldTypeDefinition<FieldBlock>);
      }),
    ).then(() => undefined);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads every field type's definition, the pattern engine and the evaluator
 * of variables in conditions: for the
 * server, scripts and tests, which validate any form.
 *
 * @example
 * await loadAllFieldTypes();
 */
export async function loadAllFieldTypes(): Promise<void> {
  await Promise.all([loadFieldTypes(FIELD_TYPES), loadPatternRule(), loadConditionVariables()]);
}

/**
 * The definition of a field type, for any block of that type. The types of
 * `EAGER_FIELD_TYPES` are always there; another must be loaded first
 * (`loadFieldTypes`), or this throws naming it.
 *
 * @example
 * fieldTypeOf(block.type).emptyValue(block);
 */
export function fieldTypeOf(type: FieldType): FieldTypeDefinition<FieldBlock> {
  const definition = loaded.get(type);
  if (!definition) {
    throw new Error(
      `The "${type}" field type is not loaded: await loadFieldTypes(["${type}"]) before using it`,
    );
  }
  return definition;
}
