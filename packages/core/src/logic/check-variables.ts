import type { z } from "zod";
import { documentMessages } from "../document/document-messages";
import { namedFieldOf } from "../document/named-field";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { ExpressionError } from "./expressions/expression-error";
import { checkExpressionNames, parseExpression } from "./expressions/parse-expression";

/**
 * Checks the document's `variables` as saved: each name is new (neither a
 * block's nor an earlier variable's), and each expression parses and reads
 * only fields of the form and variables defined before it (so there is no
 * cycle), reported as `variables[0].expression: unknown name "quantiy" at 7`.
 * Reads input of unknown shape, so it reports alongside the document's other
 * problems.
 */
export function checkVariables(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.variables)) return;
  const fields = new Map<string, number>();
  if (Array.isArray(document.blocks)) {
    document.blocks.forEach((block: unknown, index) => {
      const name = namedFieldOf(block);
      if (name !== null && !fields.has(name)) fields.set(name, index);
    });
  }
  const variables: unknown[] = document.variables;
  const names = variables.map((variable) =>
    isRecord(variable) && typeof variable.name === "string" ? variable.name : null,
  );
  const earlier = new Set<string>();
  variables.forEach((variable, index) => {
    if (!isRecord(variable)) return;
    const name = names[index] ?? null;
    const path = ["variables", index];
    if (name !== null) {
      const block = fields.get(name);
      const first = names.indexOf(name);
      if (block !== undefined || first < index) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "name"],
          message: documentMessages.duplicateName(
            name,
            formatJsonPath(block !== undefined ? ["blocks", block] : ["variables", first]),
          ),
        });
      }
    }
    if (typeof variable.expression === "string") {
      const tooLate = new Map<string, string>();
      names.forEach((later, at) => {
        if (later !== null && at >= index && !earlier.has(later)) {
          tooLate.set(
            later,
            documentMessages.variableNotYet(later, formatJsonPath(["variables", at])),
          );
        }
      });
      try {
        checkExpressionNames(parseExpression(variable.expression), {
          fields: new Set(fields.keys()),
          variables: earlier,
          tooLate,
        });
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        ctx.addIssue({ code: "custom", path: [...path, "expression"], message: error.message });
      }
    }
    if (name !== null) earlier.add(name);
  });
}
