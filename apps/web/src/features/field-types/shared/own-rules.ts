import { isRecord, setOptional } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";

/**
 * A rule's new value, keeping the author's own message; nothing (the rule
 * removed, with its message) when the value is gone.
 *
 * @example
 * withRuleMessage(30, { value: 15, message: "Quarter hours" }); // { value: 30, message: "Quarter hours" }
 * withRuleMessage(undefined, { value: 15, message: "Quarter hours" }); // undefined
 */
export function withRuleMessage(value: unknown, current: unknown): unknown {
  if (value === undefined) return undefined;
  return isRecord(current) && typeof current.message === "string"
    ? { value, message: current.message }
    : value;
}

/**
 * Writes some of a block's rules (for a type that writes its rules itself):
 * each custom message kept, each rule given no value removed, and `rules`
 * removed when none is left. Rules not named are kept as they are.
 *
 * @example
 * writeOwnRules(next, { min: "09:00", max: undefined });
 */
export function writeOwnRules(next: DraftBlock, values: Readonly<Record<string, unknown>>): void {
  const current = isRecord(next.rules) ? next.rules : {};
  const rules: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(values)) {
    setOptional(rules, name, withRuleMessage(value, current[name]));
  }
  setOptional(next, "rules", Object.keys(rules).length > 0 ? rules : undefined);
}
