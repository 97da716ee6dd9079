import { renameBlockPipes, renamePipes } from "@formwright/core";
import type { DraftBlock, DraftSettings } from "../draft-types";

/** A draft's `visibleWhen` with conditions on `from` reading `to`; the same object when none does. */
function renameConditions(visibleWhen: unknown, from: string, to: string): unknown {
  if (typeof visibleWhen !== "object" || visibleWhen === null) return visibleWhen;
  const record = visibleWhen as Record<string, unknown>;
  let changed = false;
  const next: Record<string, unknown> = { ...record };
  for (const group of ["all", "any"]) {
    const list = record[group];
    if (!Array.isArray(list)) continue;
    next[group] = list.map((condition: unknown) => {
      const c = condition as Record<string, unknown> | null;
      if (c?.field !== from) return condition;
      changed = true;
      return { ...c, field: to };
    });
  }
  return changed ? next : visibleWhen;
}

/**
 * A block as it reads after the field `from` was renamed `to`: its conditions
 * and its `{{from}}` pipes (in every text core's `pipedTextsAt` lists: label,
 * description, text, page title, choices' labels) follow the field (the same object when nothing
 * refers to it), so a name that follows its label never breaks the logic.
 *
 * @example
 * renameReferences({ type: "heading", text: "Hi {{first}}" }, "first", "firstName").text; // "Hi {{firstName}}"
 */
export function renameReferences(block: DraftBlock, from: string, to: string): DraftBlock {
  let next = block;
  const visibleWhen = renameConditions(block.visibleWhen, from, to);
  if (visibleWhen !== block.visibleWhen) next = { ...next, visibleWhen };
  return renameBlockPipes(next, from, to);
}

/**
 * The form settings after the field `from` was renamed `to`: the pipes of
 * the confirmation message and the closed message follow it.
 *
 * @example
 * renameSettingReferences({ confirmation: { message: "Thanks {{first}}" } }, "first", "name");
 */
export function renameSettingReferences(
  settings: DraftSettings,
  from: string,
  to: string,
): DraftSettings {
  let next = settings;
  for (const [key, field] of [
    ["confirmation", "message"],
    ["availability", "closedMessage"],
  ] as const) {
    const holder = next[key] as Record<string, unknown> | undefined;
    const text = holder?.[field];
    if (typeof text !== "string") continue;
    const renamed = renamePipes(text, from, to);
    if (renamed !== text) next = { ...next, [key]: { ...holder, [field]: renamed } };
  }
  return next;
}
