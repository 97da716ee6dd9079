import { isRecord } from "../utils/is-record";
import { parseExpression } from "./expressions/parse-expression";

/**
 * For each variable of a document (input of any shape), the fields its value
 * reads, through the earlier variables it uses too: a block may show or test
 * a variable only when all of them come before it. A variable whose
 * expression does not parse reads nothing here (its own problem is reported
 * at `variables[i].expression`).
 *
 * @example
 * variableFields([{ name: "sub", expression: "price * qty" }, { name: "total", expression: "sub + tip" }]);
 * // Map { "sub" => Set { "price", "qty" }, "total" => Set { "price", "qty", "tip" } }
 */
export function variableFields(variables: unknown): Map<string, Set<string>> {
  const fieldsOf = new Map<string, Set<string>>();
  if (!Array.isArray(variables)) return fieldsOf;
  for (const variable of variables) {
    if (!isRecord(variable) || typeof variable.name !== "string") continue;
    if (fieldsOf.has(variable.name)) continue;
    const fields = new Set<string>();
    if (typeof variable.expression === "string") {
      try {
        for (const { name } of parseExpression(variable.expression).names) {
          const earlier = fieldsOf.get(name);
          if (earlier) for (const field of earlier) fields.add(field);
          else fields.add(name);
        }
      } catch {
        // reported by checkVariables
      }
    }
    fieldsOf.set(variable.name, fields);
  }
  return fieldsOf;
}

/**
 * The last of a variable's fields in the document (index and name), or null
 * when it reads none: where a block that uses the variable must come after.
 */
export function lastFieldOf(
  fields: ReadonlySet<string>,
  fieldIndex: ReadonlyMap<string, number>,
): { index: number; name: string } | null {
  let last: { index: number; name: string } | null = null;
  for (const name of fields) {
    const index = fieldIndex.get(name);
    if (index !== undefined && (!last || index > last.index)) last = { index, name };
  }
  return last;
}
