import type { FieldBlock } from "../document/field-block-schema";
import { loadPatternRule } from "../pattern/pattern-rule";
import { checkboxField } from "./checkbox";
import { checkboxGroupField } from "./checkbox-group";
import type { FieldTypeDefinition } from "./field-type-definition";
import { numberField } from "./number";
import { radioField } from "./radio";
import { selectField } from "./select";
import { textField } from "./text";
import { textareaField } from "./textarea";

/** Type of a field block. */
export type FieldType = FieldBlock["type"];

type DefinitionOf<K extends FieldType> = FieldTypeDefinition<Extract<FieldBlock, { type: K }>>;

/**
 * The definitions every form's browser code holds from the start: the types
 * nearly every form uses (select, textarea, text, radio, checkbox group,
 * checkbox, number).
 */
const EAGER_FIELD_TYPES = {
  select: selectField,
  textarea: textareaField,
  text: textField,
  radio: radioField,
  checkboxGroup: checkboxGroupField,
  checkbox: checkboxField,
  number: numberField,
} satisfies { readonly [K in FieldType]?: DefinitionOf<K> };

type LazyFieldType = Exclude<FieldType, keyof typeof EAGER_FIELD_TYPES>;

/**
 * The other types' definitions, each in a module of its own that only forms
 * using the type load (`loadFieldTypes`): a text-only form's first load holds
 * none of them. In the order of the document schema's union. A type added to
 * the union must be added here (or above), or this does not typecheck.
 *
 * @example
 * await FIELD_TYPE_LOADERS.rating(); // ratingField
 */
export const FIELD_TYPE_LOADERS: { readonly [K in LazyFieldType]: () => Promise<DefinitionOf<K>> } =
  {
    rating: () => import("./rating").then((m) => m.ratingField),
    scale: () => import("./scale").then((m) => m.scaleField),
    matrix: () => import("./matrix").then((m) => m.matrixField),
    ranking: () => import("./ranking").then((m) => m.rankingField),
    file: () => import("./file").then((m) => m.fileField),
    signature: () => import("./signature").then((m) => m.signatureField),
    date: () => import("./date").then((m) => m.dateField),
    time: () => import("./time").then((m) => m.timeField),
    hidden: () => import("./hidden").then((m) => m.hiddenField),
  };

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
 * Loads every field type's definition and the pattern engine: for the
 * server, scripts and tests, which validate any form.
 *
 * @example
 * await loadAllFieldTypes();
 */
export async function loadAllFieldTypes(): Promise<void> {
  await Promise.all([loadFieldTypes(FIELD_TYPES), loadPatternRule()]);
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
