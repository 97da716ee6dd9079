import type { z } from "zod";
import { documentMessages } from "../document/document-messages";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { pipedNames } from "./piped-texts";

/**
 * Checks the document's `endings` as saved: ids unique, each condition of a
 * `when` names a field or a variable of the form, and each `{{name}}` in a
 * title, text or redirect URL names one (an ending shows after the whole
 * form, so any of them). Reads input of unknown shape.
 */
export function checkEndings(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.endings)) return;
  const names = new Set<string>();
  for (const list of [document.blocks, document.variables]) {
    if (!Array.isArray(list)) continue;
    for (const item of list)
      if (isRecord(item) && typeof item.name === "string") names.add(item.name);
  }
  const firstById = new Map<string, number>();
  document.endings.forEach((ending: unknown, index) => {
    if (!isRecord(ending)) return;
    const at = ["endings", index];
    if (typeof ending.id === "string") {
      const first = firstById.get(ending.id);
      if (first === undefined) firstById.set(ending.id, index);
      else {
        ctx.addIssue({
          code: "custom",
          path: [...at, "id"],
          message: documentMessages.duplicateId(ending.id, formatJsonPath(["endings", first])),
        });
      }
    }
    if (isRecord(ending.when)) {
      const group = Array.isArray(ending.when.all) ? "all" : "any";
      const conditions = ending.when[group];
      if (Array.isArray(conditions)) {
        conditions.forEach((condition: unknown, c) => {
          if (!isRecord(condition) || typeof condition.field !== "string") return;
          if (names.has(condition.field)) return;
          ctx.addIssue({
            code: "custom",
            path: [...at, "when", group, c, "field"],
            message: documentMessages.conditionUnknownField(condition.field),
          });
        });
      }
    }
    for (const key of ["title", "text", "redirectUrl"]) {
      const text = ending[key];
      if (typeof text !== "string") continue;
      for (const name of pipedNames(text)) {
        if (names.has(name)) continue;
        ctx.addIssue({
          code: "custom",
          path: [...at, key],
          message: documentMessages.pipeUnknownField(name),
        });
      }
    }
  });
}
