import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * One field's error message, found by the field's name.
 *
 * @example
 * const error: FlatError = { name: "address.city", message: "City is required" };
 */
export interface FlatError {
  name: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isFieldError(value: Record<string, unknown>): boolean {
  return typeof value.type === "string" || typeof value.message === "string";
}

/**
 * Every error in react-hook-form's (nested) `errors` object as a flat list of
 * `{ name, message }`, in the order the form reports them; nested names are
 * dotted (`address.city`, `items.0.name`). Errors without a message are left out.
 *
 * @example
 * flattenErrors({ address: { city: { type: "required", message: "City is required" } } });
 * // [{ name: "address.city", message: "City is required" }]
 */
export function flattenErrors<T extends FieldValues>(errors: FieldErrors<T>): FlatError[] {
  const found: FlatError[] = [];
  const walk = (node: unknown, path: string): void => {
    if (!isRecord(node)) return;
    if (path !== "" && isFieldError(node)) {
      if (typeof node.message === "string" && node.message !== "") {
        found.push({ name: path, message: node.message });
      }
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "ref") continue;
      walk(child, path === "" ? key : `${path}.${key}`);
    }
  };
  walk(errors, "");
  return found;
}
