import type { TypeOwnedValue } from "../field-types/list";
import type { FileRef } from "../files/file-ref";

/**
 * What a submission stores for one field: a string, a number, a boolean, a
 * list of strings (several choices), a record of strings or lists (a value
 * per row), a list of uploaded files, or a value whose shape its type defines
 * ({@link TypeOwnedValue}). Never option objects.
 */
export type SubmissionValue =
  | string
  | number
  | boolean
  | string[]
  | { [key: string]: string | string[] }
  | FileRef[]
  | TypeOwnedValue;

/** A submission's values by field name: a flat, plain object. */
export type SubmissionValues = Record<string, SubmissionValue>;

/**
 * Outcome of validating one field's value: the value to store (`undefined`
 * when an optional field was left empty) or the message to show.
 */
export type FieldValidationResult = { value: SubmissionValue | undefined } | { error: string };

/** One field's compiled validator. */
export type FieldValidator = (value: unknown) => FieldValidationResult;

/** A validation message for one field, found by the field's name. */
export type FieldError = { name: string; message: string };
