import { checkboxField } from "./checkbox/definition";
import { checkboxGroupField } from "./checkbox-group/definition";
import type { FieldBlock } from "./document-list";
import type { FieldTypeDefinition } from "./field-type-definition";
import { numberField } from "./number/definition";
import { radioField } from "./radio/definition";
import { selectField } from "./select/definition";
import type { SignatureValue } from "./signature/value";
import { textField } from "./text/definition";
import { textareaField } from "./textarea/definition";

/** Type of a field block. */
export type FieldType = FieldBlock["type"];

/**
 * The stored answers whose shape a type defines itself, beyond text,
 * numbers, booleans, lists and records of text and lists of files: part of
 * `SubmissionValue`. A type whose answer has a shape of its own adds it here.
 */
export type TypeOwnedValue = SignatureValue;

type DefinitionOf<K extends FieldType> = FieldTypeDefinition<Extract<FieldBlock, { type: K }>>;

/**
 * The definitions every form's browser code holds from the start: the types
 * nearly every form uses (select, textarea, text, radio, checkbox group,
 * checkbox, number).
 */
export const EAGER_FIELD_TYPES = {
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
    rating: () => import("./rating/definition").then((m) => m.ratingField),
    scale: () => import("./scale/definition").then((m) => m.scaleField),
    matrix: () => import("./matrix/definition").then((m) => m.matrixField),
    ranking: () => import("./ranking/definition").then((m) => m.rankingField),
    file: () => import("./file/definition").then((m) => m.fileField),
    signature: () => import("./signature/definition").then((m) => m.signatureField),
    date: () => import("./date/definition").then((m) => m.dateField),
    time: () => import("./time/definition").then((m) => m.timeField),
    hidden: () => import("./hidden/definition").then((m) => m.hiddenField),
    address: () => import("./address/definition").then((m) => m.addressField),
    group: () => import("./group/definition").then((m) => m.groupField),
  };
