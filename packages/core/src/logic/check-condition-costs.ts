import type { z } from "zod";
import { CONDITION_MAX_WORK } from "../constants";
import { documentMessages } from "../document/document-messages";
import { namedFieldOf } from "../document/named-field";
import { textMaxLengthOf } from "../document/text-max-length-of";
import { isRecord } from "../utils/is-record";

/**
 * Bounds the characters of answers a document's conditions read on one
 * submission: each text answer a condition reads is prepared once (its
 * field's cap: 1,000 for text, 10,000 for a textarea), a `contains` or
 * `notContains` on it then reads the whole answer and its value (in linear
 * time, see `containsText`), and any other condition reads its value (plus
 * one). The condition with which the total passes
 * {@link CONDITION_MAX_WORK} is refused, naming the field it reads. Other
 * answers (options, numbers) are prepared once too, in at most the
 * submission's size, whatever the number of conditions. Conditions on fields
 * that do not exist are reported by `checkConditions`. Reads input of unknown
 * shape.
 */
export function checkConditionCosts(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const blocks: unknown[] = document.blocks;
  const capOf = new Map<string, number | undefined>();
  for (const block of blocks) {
    const name = namedFieldOf(block);
    if (name !== null && isRecord(block) && !capOf.has(name)) {
      capOf.set(name, textMaxLengthOf(block.type));
    }
  }
  const prepared = new Set<string>();
  let total = 0;
  let isOver = false;
  blocks.forEach((block, index) => {
    if (isOver || !isRecord(block) || !isRecord(block.visibleWhen)) return;
    const group = Array.isArray(block.visibleWhen.all) ? "all" : "any";
    const conditions = block.visibleWhen[group];
    if (!Array.isArray(conditions)) return;
    conditions.forEach((condition: unknown, c) => {
      if (isOver || !isRecord(condition) || typeof condition.field !== "string") return;
      if (!capOf.has(condition.field)) return;
      const cap = capOf.get(condition.field);
      if (cap !== undefined && !prepared.has(condition.field)) {
        prepared.add(condition.field);
        total += cap;
      }
      const value = condition.value;
      const valueLength = typeof value === "string" ? value.length : 0;
      const readsAnswer =
        cap !== undefined && (condition.op === "contains" || condition.op === "notContains");
      total += readsAnswer ? cap + valueLength : 1 + valueLength;
      if (total > CONDITION_MAX_WORK) {
        isOver = true;
        ctx.addIssue({
          code: "custom",
          path: ["blocks", index, "visibleWhen", group, c],
          message: documentMessages.conditionWorkTooMuch(condition.field, total),
        });
      }
    });
  });
}
