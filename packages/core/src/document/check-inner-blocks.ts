import type { z } from "zod";
import {
  FIELD_DOCUMENT_REGISTRY,
  type FieldBlock,
  fieldDocumentOf,
} from "../field-types/document-list";
import { checkConditionCosts } from "../logic/check-condition-costs";
import { checkConditions } from "../logic/check-conditions";
import { checkPatternCosts } from "../pattern/check-pattern-costs";
import { isRecord } from "../utils/is-record";

/**
 * The checks of a form's blocks, run again on the blocks each block holds (a
 * group's): its conditions read earlier fields of the same block (the same
 * item of a repeating group), and their costs and the costs of its patterns
 * are bounded as a form's are (per item; the run-time budgets bound the
 * rest). A field that takes uploads is refused inside (its files are kept
 * per field). Issues are reported at their full path (`blocks[2].blocks[1].…`).
 * Reads input of unknown shape.
 */
export function checkInnerBlocks(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  document.blocks.forEach((block: unknown, index) => {
    if (!isRecord(block) || !Array.isArray(block.blocks)) return;
    const inner: z.RefinementCtx = {
      ...ctx,
      addIssue: (issue) => {
        if (typeof issue === "string") return ctx.addIssue(issue);
        ctx.addIssue({ ...issue, path: ["blocks", index, ...(issue.path ?? [])] });
      },
    };
    // Uploads are kept and cleaned up per field, not per item: such fields stay outside groups.
    block.blocks.forEach((held: unknown, at) => {
      if (!isRecord(held) || typeof held.type !== "string") return;
      if (!Object.hasOwn(FIELD_DOCUMENT_REGISTRY, held.type)) return;
      if (fieldDocumentOf(held.type as FieldBlock["type"]).uploads === undefined) return;
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index, "blocks", at, "type"],
        message: `a "${held.type}" field takes uploads, which a group cannot hold yet: put it outside the group`,
      });
    });
    const holder = { blocks: block.blocks };
    checkConditions(holder, inner);
    checkConditionCosts(holder, inner);
    checkPatternCosts(holder, inner);
  });
}
