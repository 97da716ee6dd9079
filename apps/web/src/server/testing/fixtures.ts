/** A small form using several field types, for service and API tests. */
export function contactDocument(overrides: Record<string, unknown> = {}) {
  return {
    slug: "contact",
    title: "Contact us",
    submitLabel: "Send",
    confirmation: { message: "Thanks!" },
    blocks: [
      { type: "heading", text: "About you" },
      {
        type: "text",
        name: "fullName",
        label: "Full name",
        required: true,
        rules: { maxLength: 80 },
      },
      { type: "text", name: "email", label: "Email", rules: { email: true } },
      {
        type: "select",
        name: "topics",
        label: "Topics",
        multi: true,
        creatable: true,
        options: [
          { label: "Sales", value: "sales" },
          { label: "Support", value: "support" },
        ],
      },
      {
        type: "radio",
        name: "contactBy",
        label: "Contact me by",
        options: [
          { label: "Email", value: "email" },
          { label: "Phone", value: "phone" },
        ],
      },
      { type: "number", name: "age", label: "Age", rules: { min: 0, max: 150 } },
      { type: "checkbox", name: "consent", label: "I agree", required: true },
      { type: "paragraph", text: "Plain text, never HTML." },
    ],
    ...overrides,
  };
}

/** Answers that the contact form accepts. */
export const validContactAnswers = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  topics: ["sales", "engines"],
  contactBy: "email",
  age: 36,
  consent: true,
};
