import {
  createSubmissionValidator,
  type FieldBlock,
  type FormDocument,
  fieldTypeOf,
  getFieldBlocks,
} from "@formwright/core";
import { type FieldErrors, type FieldValues, type Resolver, set } from "react-hook-form";

/**
 * A react-hook-form resolver running the same submission validator as the
 * server, so the browser shows exactly the messages the server would send.
 * A field whose type holds other fields (a group) shows its inner fields'
 * messages at them (`attendees.1.email`), as its type's `innerErrors` says.
 *
 * @example
 * useForm({ resolver: createDocumentResolver(document) });
 */
export function createDocumentResolver(document: FormDocument): Resolver<FieldValues> {
  const validate = createSubmissionValidator(document);
  const holders = new Map<string, FieldBlock>(
    getFieldBlocks(document)
      .filter((block) => fieldTypeOf(block.type).innerErrors !== undefined)
      .map((block) => [block.name, block]),
  );
  return (values) => {
    const result = validate(values);
    if (result.success) return { values: result.values, errors: {} };
    const errors: FieldErrors = {};
    for (const { name, message } of result.fieldErrors) {
      if (name in errors) continue;
      const holder = holders.get(name);
      const inner = holder ? fieldTypeOf(holder.type).innerErrors?.(holder, values[name]) : [];
      if (inner && inner.length > 0) {
        for (const error of inner) {
          set(errors, `${name}.${error.name}`, { type: "validate", message: error.message });
        }
      } else errors[name] = { type: "validate", message };
    }
    return { values: {}, errors };
  };
}
