/**
 * One stored answer as text, as the table and the detail view show it (and
 * as the CSV export writes it): several choices joined with ", ", a checkbox
 * "Yes" or "No", numbers as stored, nothing as "".
 *
 * @example
 * answerText(["sales", "support"]); // "sales, support"
 * answerText(false); // "No"
 */
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map(answerText).join(", ");
  return JSON.stringify(value);
}

/** A choice field's options, by value, as {@link choiceAnswerText} reads them. */
export interface OptionLabels {
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * One stored answer as people read it: a choice's value shown as its
 * option's label (`evening-social` → "Evening social"); a value no version
 * offered (a created option) stays as typed. Other answers as {@link answerText}.
 *
 * @example
 * choiceAnswerText(["am", "pm"], { options: [{ value: "am", label: "Morning" }] }); // "Morning, pm"
 */
export function choiceAnswerText(value: unknown, field: OptionLabels): string {
  const options = field.options;
  if (!options || options.length === 0) return answerText(value);
  const labelOf = (item: unknown) =>
    typeof item === "string" ? (options.find((o) => o.value === item)?.label ?? item) : item;
  return answerText(Array.isArray(value) ? value.map(labelOf) : labelOf(value));
}

/**
 * Whether a submission has an answer for a field: an empty list of choices
 * counts as no answer, an unticked checkbox ("No") as an answer.
 *
 * @example
 * hasAnswer({ topics: [] }, "topics"); // false
 */
export function hasAnswer(data: Record<string, unknown>, name: string): boolean {
  const value = data[name];
  if (value === undefined || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}
