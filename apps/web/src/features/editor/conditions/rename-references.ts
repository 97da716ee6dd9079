import type { DraftBlock, DraftSettings } from "../draft-types";

const PIPED_KEYS = ["label", "description", "text"] as const;

/** `text` with each `{{from}}` (spaces allowed inside the braces) as `{{to}}`. */
function renamePipes(text: string, from: string, to: string): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (whole, name: string) =>
    name === from ? `{{${to}}}` : whole,
  );
}

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
 * and its `{{from}}` pipes follow the field (the same object when nothing
 * refers to it), so a name that follows its label never breaks the logic.
 *
 * @example
 * renameReferences({ type: "heading", text: "Hi {{first}}" }, "first", "firstName").text; // "Hi {{firstName}}"
 */
export function renameReferences(block: DraftBlock, from: string, to: string): DraftBlock {
  let next = block;
  const visibleWhen = renameConditions(block.visibleWhen, from, to);
  if (visibleWhen !== block.visibleWhen) next = { ...next, visibleWhen };
  for (const key of PIPED_KEYS) {
    const text = block[key];
    if (typeof text !== "string") continue;
    const renamed = renamePipes(text, from, to);
    if (renamed !== text) next = { ...next, [key]: renamed };
  }
  return next;
}

/**
 * The form settings after the field `from` was renamed `to`: the
 * confirmation message's pipes follow it.
 *
 * @example
 * renameSettingReferences({ confirmation: { message: "Thanks {{first}}" } }, "first", "name");
 */
export function renameSettingReferences(
  settings: DraftSettings,
  from: string,
  to: string,
): DraftSettings {
  const confirmation = settings.confirmation as Record<string, unknown> | undefined;
  if (typeof confirmation?.message !== "string") return settings;
  const message = renamePipes(confirmation.message, from, to);
  return message === confirmation.message
    ? settings
    : { ...settings, confirmation: { ...confirmation, message } };
}
