import type { z } from "zod";
import { isRecord } from "../utils/is-record";

/**
 * A form takes at most one payment, and a payment's `amountFrom` must name
 * one of the document's variables. Reads input of unknown shape, so it runs
 * even when other parts of the document are wrong.
 */
export function checkPayments(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const variables = new Set(
    (Array.isArray(document.variables) ? document.variables : [])
      .map((variable: unknown) => (isRecord(variable) ? variable.name : undefined))
      .filter((name): name is string => typeof name === "string"),
  );
  let first: number | null = null;
  document.blocks.forEach((block: unknown, index) => {
    if (!isRecord(block) || block.type !== "payment") return;
    if (first !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index],
        message: `a form takes one payment: blocks[${first}] is one already`,
      });
    } else {
      first = index;
    }
    const from = block.amountFrom;
    if (typeof from === "string" && !variables.has(from)) {
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index, "amountFrom"],
        message: `names no variable of the form: declare "${from}" in "variables" (its value is the amount, in minor units)`,
      });
    }
  });
}
