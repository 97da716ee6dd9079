import type { z } from "zod";
import { documentMessages } from "../document/document-messages";
import { namedFieldOf } from "../document/named-field";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import { pipedNames, pipedTextsAt } from "./pipe-answers";
import { lastFieldOf, variableFields } from "./variable-fields";

/** The document's texts a respondent reads that pipe no answers (`{{name}}` there is refused). */
const UNPIPED_DOCUMENT_KEYS = ["title", "description", "submitLabel"] as const;

/** A block's texts a respondent reads that pipe no answers. */
const UNPIPED_BLOCK_KEYS = ["placeholder", "nextLabel", "backLabel", "trigger", "caption"] as const;

/**
 * The pipes of a document as it is saved: each `{{name}}` (or
 * `{{name|fallback}}`) in a text that shows answers names a field (in a
 * block's texts, one before it; a page title's, one of an earlier page) or a
 * variable (in a block's texts, one whose fields all come before it),
 * and the texts that show none hold no pipe. Checked when a document is
 * saved, not when a stored version is read back (a version published under
 * older rules still opens: its pipe shows the fallback or nothing).
 *
 * @example
 * formDocumentShape.superRefine(checkPipes);
 */
export function checkPipes(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const blocks: unknown[] = document.blocks;
  const fieldIndex = new Map<string, number>();
  blocks.forEach((block, index) => {
    const name = namedFieldOf(block);
    if (name !== null && !fieldIndex.has(name)) fieldIndex.set(name, index);
  });
  const variables = variableFields(document.variables);
  // `{{name}}` in a block's texts shows an earlier answer (a page title: one of an earlier
  // page), or a variable of earlier answers; in the confirmation and the closed message, any.
  blocks.forEach((block, index) => {
    for (const { path: at, text } of pipedTextsAt(block)) {
      for (const name of pipedNames(text)) {
        const target = fieldIndex.get(name);
        const path = ["blocks", index, ...at];
        const fields = target === undefined ? variables.get(name) : undefined;
        if (fields) {
          const last = lastFieldOf(fields, fieldIndex);
          if (last && last.index >= index) {
            ctx.addIssue({
              code: "custom",
              path,
              message: documentMessages.pipeVariableLaterField(
                name,
                last.name,
                formatJsonPath(["blocks", last.index]),
              ),
            });
          }
        } else if (target === undefined) {
          ctx.addIssue({ code: "custom", path, message: documentMessages.pipeUnknownField(name) });
        } else if (target >= index) {
          ctx.addIssue({
            code: "custom",
            path,
            message: documentMessages.pipeLaterField(name, formatJsonPath(["blocks", target])),
          });
        }
      }
    }
  });
  // Texts a respondent reads that show no answers: a pipe there would show its braces.
  const refuseUnpiped = (holder: unknown, keys: readonly string[], at: (string | number)[]) => {
    if (!isRecord(holder)) return;
    for (const key of keys) {
      const text = holder[key];
      const [name] = typeof text === "string" ? pipedNames(text) : [];
      if (name === undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [...at, key],
        message: documentMessages.pipeNotShown(name),
      });
    }
  };
  refuseUnpiped(document, UNPIPED_DOCUMENT_KEYS, []);
  blocks.forEach((block, index) => {
    refuseUnpiped(block, UNPIPED_BLOCK_KEYS, ["blocks", index]);
  });
  const messages: [string, unknown][] = [
    ["confirmation", document.confirmation],
    ["availability", document.availability],
  ];
  for (const [key, holder] of messages) {
    if (!isRecord(holder)) continue;
    const field = key === "confirmation" ? "message" : "closedMessage";
    const text = holder[field];
    if (typeof text !== "string") continue;
    for (const name of pipedNames(text)) {
      if (!fieldIndex.has(name) && !variables.has(name)) {
        ctx.addIssue({
          code: "custom",
          path: [key, field],
          message: documentMessages.pipeUnknownField(name),
        });
      }
    }
  }
}
