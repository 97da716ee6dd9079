/**
 * A rule's value, given plain or as `{ value, message }`: what a widget
 * bounds its input with (a date's `min`, a time's `step`).
 *
 * @example
 * ruleValue({ value: "today", message: "Not in the past" }); // "today"
 * ruleValue("09:00"); // "09:00"
 */
export function ruleValue<T>(rule: T | { value: T; message: string } | undefined): T | undefined {
  return typeof rule === "object" && rule !== null && "value" in rule ? rule.value : rule;
}
