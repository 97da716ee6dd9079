import type { z } from "zod";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";

function readOptionValues(options: unknown): Set<string> {
  const values = new Set<string>();
  if (!Array.isArray(options)) return values;
  for (const option of options) {
    if (isRecord(option) && typeof option.value === "string") values.add(option.value);
  }
  return values;
}

/**
 * Reports, at `defaultValue` or `defaultValue[i]`, every default that is not
 * one of the block's option values. Reads input of unknown shape, so it runs
 * even when other settings of the block are wrong. `isCreatable` skips the
 * membership check (a creatable select may default to a value of its own).
 *
 * @example
 * checkDefaultOptions({ block: { options: [{ label: "A", value: "a" }], defaultValue: "b" }, ctx });
 * // issue at defaultValue: '"b" is not one of the options' values'
 */
export function checkDefaultOptions({
  block,
  ctx,
  isCreatable = false,
}: {
  block: unknown;
  ctx: z.RefinementCtx;
  isCreatable?: boolean;
}): void {
  if (!isRecord(block) || isCreatable) return;
  const { defaultValue } = block;
  const allowed = readOptionValues(block.options);
  if (typeof defaultValue === "string" && !allowed.has(defaultValue)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultValue"],
      message: documentMessages.defaultNotAnOption(defaultValue),
    });
  }
  if (Array.isArray(defaultValue)) {
    defaultValue.forEach((value: unknown, index) => {
      if (typeof value === "string" && !allowed.has(value)) {
        ctx.addIssue({
          code: "custom",
          path: ["defaultValue", index],
          message: documentMessages.defaultNotAnOption(value),
        });
      }
    });
  }
}
