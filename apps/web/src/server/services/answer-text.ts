/**
 * One stored answer as text, the way the admin shows it and the CSV export
 * writes it: several choices joined with ", ", a ticked checkbox "Yes" and an
 * unticked one "No", numbers as written in JSON, nothing as "".
 *
 * @example
 * answerText(["sales", "support"]); // "sales, support"
 * answerText(true); // "Yes"
 * answerText(3.5); // "3.5"
 */
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    let text = "";
    for (let i = 0; i < value.length; i++) {
      text += i === 0 ? answerText(value[i]) : `, ${answerText(value[i])}`;
    }
    return text;
  }
  return JSON.stringify(value);
}
