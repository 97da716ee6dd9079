import type { FileRef } from "../files/file-ref";

/**
 * What a submission stores for one field: a string (text, textarea, radio,
 * single select), a number (number), a boolean (checkbox) or an array of
 * strings (multi select, checkbox group). Never option objects.
 */
export type SubmissionValue =
  | string
  | number
  | boolean
  | string[]
  | { [key: string]: string | string[] }
  | FileRef[]
  | SignatureValue;

/** What a `signature` field stores: the drawing (a PNG upload) or null, and the typed name. */
export interface SignatureValue {
  file: FileRef | null;
  name: string;
}

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
