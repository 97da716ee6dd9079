import { createSubmissionValidator, type FormDocument } from "@formwright/core";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver running the same submission validator as the
 * server, so the browser shows exactly the messages the server would send.
 *
 * @example
 * useForm({ resolver: createDocumentResolver(document) });
 */
export function createDocumentResolver(document: FormDocument): Resolver<FieldValues> {
  const validate = createSubmissionValidator(document);
  return (values) => {
    const result = validate(values);
    if (result.success) return { values: result.values, errors: {} };
    const errors: FieldErrors = {};
    for (const { name, message } of result.fieldErrors) {
      if (!(name in errors)) errors[name] = { type: "validate", message };
    }
    return { values: {}, errors };
  };
}
