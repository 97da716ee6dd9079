import { z } from "zod";
import { CONTENT_BLOCK_TYPES } from "../../document/content-block-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import { nonBlankTextSchema } from "../../document/non-blank-text-schema";
import { formatJsonPath } from "../../utils/format-json-path";
import { isRecord } from "../../utils/is-record";
import type { leafFieldBlockSchema } from "../document-list";
import { GROUP_MAX_ITEMS } from "./limits";

/** Messages of a group's document issues (read by authors, never respondents). */
export const groupDocumentMessages = {
  nested: () => "groups cannot nest: a group holds field blocks only",
  notAField: (type: string) =>
    `a group holds field blocks only; "${type}" is a content block (put it before or after the group)`,
  duplicateName: (name: string, first: string) =>
    `Duplicate name "${name}" in this group: ${first} already uses it`,
  minOverMax: (min: number, max: number) => `"min" (${min}) must not be more than "max" (${max})`,
} as const;

/** How many items a repeating group takes: from `min` (0 by default) to `max` (at most 50). */
export const groupRepeatSchema = z.strictObject({
  min: z.int().min(0).max(GROUP_MAX_ITEMS).default(0),
  max: z.int().min(1).max(GROUP_MAX_ITEMS),
});

/** A group's own checks: `min` not over `max`, inner names unique within the group. */
function checkGroupBlock(block: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(block)) return;
  if (isRecord(block.repeat)) {
    const { min, max } = block.repeat;
    if (typeof min === "number" && typeof max === "number" && min > max) {
      ctx.addIssue({
        code: "custom",
        path: ["repeat", "min"],
        message: groupDocumentMessages.minOverMax(min, max),
      });
    }
  }
  if (!Array.isArray(block.blocks)) return;
  const first = new Map<string, number>();
  block.blocks.forEach((inner: unknown, index) => {
    if (!isRecord(inner) || typeof inner.name !== "string") return;
    const seen = first.get(inner.name);
    if (seen === undefined) first.set(inner.name, index);
    else {
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index, "name"],
        message: groupDocumentMessages.duplicateName(inner.name, formatJsonPath(["blocks", seen])),
      });
    }
  });
}

/**
 * The schema of a group whose inner blocks are `inner` (the field block
 * union without groups: the document list builds it, so this folder never
 * imports the list at run time). A content block or a group inside is
 * refused with a message saying why.
 */
export function groupBlockSchemaOf<TInner extends z.ZodType>(inner: TInner) {
  const innerBlockSchema = z
    .unknown()
    .superRefine((block, ctx) => {
      if (!isRecord(block) || typeof block.type !== "string") return;
      if (block.type === "group") {
        ctx.addIssue({ code: "custom", path: ["type"], message: groupDocumentMessages.nested() });
      } else if ((CONTENT_BLOCK_TYPES as readonly string[]).includes(block.type)) {
        ctx.addIssue({
          code: "custom",
          path: ["type"],
          message: groupDocumentMessages.notAField(block.type),
        });
      }
    })
    .pipe(inner);
  return z
    .strictObject({
      type: z.literal("group"),
      ...fieldSettingsShape,
      itemLabel: nonBlankTextSchema.optional(),
      repeat: groupRepeatSchema.optional(),
      blocks: z.array(innerBlockSchema).min(1),
    })
    .superRefine(checkGroupBlock, { when: () => true });
}

/**
 * A group of field blocks (issue 32 §4). With `repeat` the respondent adds
 * and removes items ("Add another attendee", "Remove attendee 2") and the
 * answer is an array of objects, one per item, keyed by the inner fields'
 * names; without it the group is one fieldset and the answer one such object.
 * `itemLabel` names an item in messages ("Attendee 2: Email is required"),
 * the group's `label` when not set.
 */
export type GroupBlock = z.infer<
  ReturnType<typeof groupBlockSchemaOf<typeof leafFieldBlockSchema>>
>;

/** A field block inside a group. */
export type GroupInnerBlock = GroupBlock["blocks"][number];
