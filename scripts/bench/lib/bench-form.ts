/** A 10-field form: the intake benchmark's subject. */
export function tenFieldForm(slug: string) {
  const options = ["a", "b", "c", "d"].map((v) => ({ label: v.toUpperCase(), value: v }));
  return {
    slug,
    title: "Intake benchmark",
    blocks: [
      {
        type: "text",
        name: "firstName",
        label: "First name",
        required: true,
        rules: { maxLength: 80 },
      },
      {
        type: "text",
        name: "lastName",
        label: "Last name",
        required: true,
        rules: { maxLength: 80 },
      },
      { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
      { type: "text", name: "company", label: "Company" },
      { type: "number", name: "age", label: "Age", rules: { min: 0, max: 150 } },
      { type: "number", name: "score", label: "Score", rules: { min: 0, max: 10 } },
      { type: "select", name: "plan", label: "Plan", options, required: true },
      { type: "radio", name: "size", label: "Size", options, required: true },
      { type: "checkboxGroup", name: "topics", label: "Topics", options, rules: { maxItems: 3 } },
      { type: "checkbox", name: "consent", label: "I agree", required: true },
    ],
  };
}

/** Answers the 10-field form accepts. */
export const tenFieldAnswers = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  age: 36,
  score: 9.5,
  plan: "b",
  size: "c",
  topics: ["a", "d"],
  consent: true,
};
