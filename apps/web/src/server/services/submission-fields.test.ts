import { describe, expect, it } from "vitest";
import { collectSubmissionFields } from "./submission-fields";

const doc = (blocks: unknown[]) => ({ slug: "f", title: "F", blocks });

describe("collectSubmissionFields", () => {
  it("orders the newest document's fields first, then older-only fields", () => {
    const version1 = doc([
      { type: "text", name: "fullName", label: "Name" },
      { type: "text", name: "phone", label: "Phone" },
      { type: "text", name: "fax", label: "Fax" },
    ]);
    const version2 = doc([
      { type: "text", name: "email", label: "Email" },
      { type: "text", name: "fullName", label: "Full name" },
      { type: "text", name: "phone", label: "Phone number" },
    ]);
    const draft = doc([
      { type: "heading", text: "About you" },
      { type: "text", name: "fullName", label: "Your full name" },
      { type: "text", name: "email", label: "Email address" },
    ]);
    const fields = collectSubmissionFields([draft, version2, version1]);
    expect(fields.map((f) => [f.name, f.label, f.isCurrent])).toEqual([
      ["fullName", "Your full name", true],
      ["email", "Email address", true],
      ["phone", "Phone number", false],
      ["fax", "Fax", false],
    ]);
  });

  it("leaves content blocks out", () => {
    const fields = collectSubmissionFields([
      doc([
        { type: "heading", text: "Hello" },
        { type: "paragraph", text: "Text" },
        { type: "number", name: "age", label: "Age" },
      ]),
    ]);
    expect(fields.map((f) => f.name)).toEqual(["age"]);
  });

  it("takes the type from the newest document that has the field", () => {
    const fields = collectSubmissionFields([
      doc([{ type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] }]),
      doc([{ type: "text", name: "size", label: "Size" }]),
    ]);
    expect(fields[0]?.type).toBe("radio");
  });

  it("merges options across versions, newest labels and order first", () => {
    const fields = collectSubmissionFields([
      doc([
        {
          type: "select",
          name: "topic",
          label: "Topic",
          options: [
            { label: "Support desk", value: "support" },
            { label: "Sales", value: "sales" },
          ],
        },
      ]),
      doc([
        {
          type: "select",
          name: "topic",
          label: "Topic",
          options: [
            { label: "Billing", value: "billing" },
            { label: "Support", value: "support" },
          ],
        },
      ]),
    ]);
    expect(fields[0]?.options).toEqual([
      { value: "support", label: "Support desk" },
      { value: "sales", label: "Sales" },
      { value: "billing", label: "Billing" },
    ]);
  });

  it("gives a single checkbox the options Yes and No", () => {
    const [field] = collectSubmissionFields([
      doc([{ type: "checkbox", name: "consent", label: "I agree" }]),
    ]);
    expect(field?.options).toEqual([
      { value: "true", label: "Yes" },
      { value: "false", label: "No" },
    ]);
  });

  it("gives text and number fields no options", () => {
    const fields = collectSubmissionFields([
      doc([
        { type: "text", name: "a", label: "A" },
        { type: "number", name: "b", label: "B" },
      ]),
    ]);
    expect(fields.map((f) => f.options)).toEqual([[], []]);
  });

  it("merges a matrix's rows and columns across versions, newest labels and order first", () => {
    const matrix = (rows: [string, string][], columns: [string, string][]) => ({
      type: "matrix",
      name: "quality",
      label: "Quality",
      rows: rows.map(([value, label]) => ({ value, label })),
      columns: columns.map(([value, label]) => ({ value, label })),
    });
    const [field] = collectSubmissionFields([
      doc([matrix([["taste", "Flavour"]], [["good", "Good"]])]),
      doc([
        matrix(
          [
            ["price", "Price"],
            ["taste", "Taste"],
          ],
          [
            ["bad", "Bad"],
            ["good", "Fine"],
          ],
        ),
      ]),
    ]);
    expect(field?.rows).toEqual([
      { value: "taste", label: "Flavour" },
      { value: "price", label: "Price" },
    ]);
    expect(field?.columns).toEqual([
      { value: "good", label: "Good" },
      { value: "bad", label: "Bad" },
    ]);
  });

  it("gives a field without rows or columns none", () => {
    const [field] = collectSubmissionFields([doc([{ type: "text", name: "a", label: "A" }])]);
    expect(field?.rows).toBeUndefined();
    expect(field?.columns).toBeUndefined();
  });

  it("skips a stored document it cannot read instead of failing", () => {
    const fields = collectSubmissionFields([
      { nonsense: true },
      doc([{ type: "text", name: "a", label: "A" }]),
    ]);
    expect(fields.map((f) => [f.name, f.isCurrent])).toEqual([["a", false]]);
  });
});
