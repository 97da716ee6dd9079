import { bench, describe } from "vitest";
import { documentWith } from "../test/fixtures";
import { createSubmissionValidator } from "./create-submission-validator";

// The server takes up to 2,000 submissions/s; one validation must stay far
// below 0.5 ms. Run with `npx vitest bench --project core --run`.
const options = Array.from({ length: 30 }, (_, index) => ({
  label: `Option ${index}`,
  value: `o${index}`,
}));
const document = documentWith([
  { type: "text", name: "fullName", label: "Full name", required: true, rules: { maxLength: 80 } },
  { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
  { type: "text", name: "website", label: "Website", rules: { url: true } },
  { type: "text", name: "code", label: "Code", rules: { pattern: "[A-Z]{2}-\\d{4}" } },
  {
    type: "textarea",
    name: "message",
    label: "Message",
    rules: { minLength: 10, maxLength: 2000 },
  },
  { type: "number", name: "qty", label: "Quantity", rules: { min: 1, max: 100 } },
  { type: "select", name: "topic", label: "Topic", options },
  { type: "select", name: "tags", label: "Tags", options, multi: true, creatable: true },
  { type: "radio", name: "size", label: "Size", options },
  { type: "checkboxGroup", name: "days", label: "Days", options, rules: { maxItems: 5 } },
  { type: "checkbox", name: "terms", label: "Terms", required: true },
]);
const validate = createSubmissionValidator(document);
const valid = JSON.stringify({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  website: "https://example.com/ada",
  code: "AB-1234",
  message: "I would like to know more about the analytical engine. ".repeat(5),
  qty: "3.50",
  topic: "o3",
  tags: ["o1", "o2", "Something new"],
  size: "o29",
  days: ["o1", "o4"],
  terms: true,
});
const invalid = JSON.stringify({ fullName: "", email: "nope", qty: "abc", extra: 1 });

describe("createSubmissionValidator", () => {
  bench("valid submission (JSON.parse + validate)", () => {
    validate(JSON.parse(valid));
  });
  bench("invalid submission (JSON.parse + validate)", () => {
    validate(JSON.parse(invalid));
  });
});
