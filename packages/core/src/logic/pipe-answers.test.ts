import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { pipeAnswers, pipeBlock, pipedAnswerText, pipedNames } from "./pipe-answers";

describe("answer piping", () => {
  it("finds each {{name}} once and fills it in as text", () => {
    expect(pipedNames("Hi {{ first }}, {{first}} and {{last}}! {{ not a name }}")).toEqual([
      "first",
      "last",
    ]);
    const textOf = (name: string) => ({ first: "<b>Ada</b>" })[name] ?? "";
    expect(pipeAnswers("Hi {{first}}{{missing}}.", textOf)).toBe("Hi <b>Ada</b>.");
    expect(pipeBlock({ type: "paragraph", text: "Hi {{first}}" }, textOf)).toEqual({
      type: "paragraph",
      text: "Hi <b>Ada</b>",
    });
  });

  it("shows a choice by its label, a ticked checkbox as Yes, and nothing when unanswered", () => {
    const radio = {
      type: "radio" as const,
      name: "slot",
      label: "Slot",
      options: [{ value: "am", label: "Morning" }],
    };
    expect(pipedAnswerText(radio, "am")).toBe("Morning");
    expect(pipedAnswerText({ type: "checkbox", name: "ok", label: "OK" }, true)).toBe("Yes");
    expect(pipedAnswerText({ type: "checkbox", name: "ok", label: "OK" }, false)).toBe("");
    expect(pipedAnswerText(radio, "  ")).toBe("");
    expect(pipedAnswerText(undefined, "x")).toBe("");
  });

  it("refuses a document that pipes an unknown or later field", () => {
    const result = parseFormDocument({
      slug: "pipes",
      title: "Pipes",
      confirmation: { message: "Thanks, {{name}} {{nobody}}" },
      blocks: [
        { type: "heading", text: "Hello {{name}}" },
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "city", label: "City, {{name}}?", description: "{{ghost}}" },
      ],
    });
    expect(result.success ? [] : result.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'blocks[0].text: {{name}} refers to "name" (blocks[1]), which does not come before this block; only earlier answers can be shown',
      'blocks[2].description: {{ghost}} refers to "ghost", which is not a field of this form',
      'confirmation.message: {{nobody}} refers to "nobody", which is not a field of this form',
    ]);
  });
});
