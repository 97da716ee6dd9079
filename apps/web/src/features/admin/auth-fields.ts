/** One input of a sign-in, setup or reset form. */
export interface AuthFieldSpec {
  name: string;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  hint?: string;
  minLength?: number;
  /** The name of a field this one must equal (a password confirmation). */
  mustMatch?: string;
  defaultValue?: string;
}

/** A problem with a form, shown in the error summary and at its field (when it has one). */
export interface AuthProblem {
  field: string | null;
  text: string;
}

/** The id of a field's input, which the error summary links to. */
export function authFieldId(name: string): string {
  return `auth-${name}`;
}

/**
 * What the browser can tell before sending: empty fields, passwords too
 * short, confirmations that differ. The server checks all of it again.
 *
 * @example checkAuthFields(fields, { email: "", password: "x" }) // [{ field: "email", text: "Email is required" }, ...]
 */
export function checkAuthFields(
  fields: readonly AuthFieldSpec[],
  values: Readonly<Record<string, string>>,
): AuthProblem[] {
  const problems: AuthProblem[] = [];
  for (const field of fields) {
    const value = values[field.name] ?? "";
    if (value.trim() === "") {
      problems.push({ field: field.name, text: `${field.label} is required` });
    } else if (field.minLength !== undefined && value.length < field.minLength) {
      problems.push({
        field: field.name,
        text: `${field.label} must be at least ${field.minLength} characters`,
      });
    } else if (field.mustMatch !== undefined && value !== (values[field.mustMatch] ?? "")) {
      problems.push({ field: field.name, text: "The passwords do not match" });
    }
  }
  return problems;
}
