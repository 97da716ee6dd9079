import type { AnswerField } from "../field-types/field-type-definition";

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

/**
 * One stored answer as people read it: a choice's value shown as its
 * option's label (`evening-social` → "Evening social"); a value no version
 * offered (a created option) stays as typed. Other answers as {@link answerText}.
 *
 * @example
 * choiceAnswerText(["am", "pm"], { options: [{ value: "am", label: "Morning" }] }); // "Morning, pm"
 */
export function choiceAnswerText(value: unknown, field: AnswerField): string {
  const options = field.options;
  if (!options || options.length === 0) return answerText(value);
  const labelOf = (item: unknown) =>
    typeof item === "string" ? (options.find((o) => o.value === item)?.label ?? item) : item;
  return answerText(Array.isArray(value) ? value.map(labelOf) : labelOf(value));
}
