import { z } from "zod";
import { FIELD_NAME_MAX_LENGTH } from "../constants/document-limits";
import { RESERVED_KEYS } from "../utils/reserved-keys";
import { documentMessages } from "./document-messages";

const FIELD_NAME = new RegExp(`^(?=.{1,${FIELD_NAME_MAX_LENGTH}}$)[A-Za-z_][A-Za-z0-9_]*$`);

/**
 * A field's name: the key of its value in a submission, which is a flat
 * object. An identifier of at most 64 characters; `__proto__`, `constructor`
 * and `prototype` are refused so no values object can ever be polluted.
 *
 * @example
 * fieldNameSchema.parse("fullName"); // "fullName"
 * fieldNameSchema.safeParse("full-name").success; // false
 */
export const fieldNameSchema = z
  .string()
  .regex(FIELD_NAME, { error: documentMessages.fieldName })
  .refine((name) => !RESERVED_KEYS.has(name), {
    error: (issue) => documentMessages.reservedName(String(issue.input)),
  });

/** A field's name. */
export type FieldName = z.infer<typeof fieldNameSchema>;
