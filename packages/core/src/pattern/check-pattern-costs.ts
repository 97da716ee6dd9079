import type { z } from "zod";
import { PATTERN_MAX_PROGRAM_SIZE, PATTERN_MAX_STEPS } from "../constants";
import { documentMessages } from "../document/document-messages";
import { textMaxLengthOf } from "../document/text-max-length-of";
import { isRecord } from "../utils/is-record";
import { checkPattern } from "./check-pattern";

/** A rule's value, given plain or as `{ value, message }`. */
function ruleValue(rule: unknown): unknown {
  return isRecord(rule) && "value" in rule ? rule.value : rule;
}

/**
 * Bounds the work of a document's `pattern` rules on one submission, naming
 * the field at fault. A match takes at most (program size) × (characters
 * read + 1) steps on RE2 and on the browser's engine alike (see
 * `patternProgramSize`), and reads at most the least of the field type's
 * cap, the field's `maxLength` (checked first) and the pattern's longest
 * match. Refused: a pattern over {@link PATTERN_MAX_PROGRAM_SIZE}
 * instructions; and the pattern with which the document's patterns together
 * pass {@link PATTERN_MAX_STEPS}. Patterns refused for other reasons are
 * reported by the rule itself. Reads input of unknown shape, so it reports
 * alongside the document's other problems.
 */
export function checkPatternCosts(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  let total = 0;
  let isOver = false;
  document.blocks.forEach((block: unknown, index) => {
    if (!isRecord(block) || typeof block.name !== "string" || !isRecord(block.rules)) return;
    const cap = textMaxLengthOf(block.type);
    const source = ruleValue(block.rules.pattern);
    if (cap === undefined || typeof source !== "string") return;
    const check = checkPattern(source);
    if (!check.ok) return;
    const path = ["blocks", index, "rules", "pattern"];
    if (check.programSize > PATTERN_MAX_PROGRAM_SIZE) {
      ctx.addIssue({
        code: "custom",
        path,
        message: documentMessages.patternProgramTooLarge(block.name, check.programSize),
      });
      return;
    }
    const maxLength = ruleValue(block.rules.maxLength);
    const bound =
      typeof maxLength === "number" && Number.isInteger(maxLength) && maxLength >= 0
        ? maxLength
        : Number.POSITIVE_INFINITY;
    const positions = Math.min(cap, bound, check.longestMatch) + 1;
    total += check.programSize * positions;
    if (!isOver && total > PATTERN_MAX_STEPS) {
      isOver = true;
      ctx.addIssue({
        code: "custom",
        path,
        message: documentMessages.patternStepsTooMany(
          block.name,
          total,
          check.programSize,
          positions,
        ),
      });
    }
  });
}
