import { describe, expect, it } from "vitest";
import { hasAnswer, submissionAnswerText } from "./answer-text";

describe("submissionAnswerText", () => {
  const field = {
    type: "checkboxGroup" as const,
    options: [
      { value: "option1", label: "Evening social" },
      { value: "am", label: "Morning" },
    ],
  };

  it("shows a choice's label, not its value", () => {
    expect(submissionAnswerText(field, ["am", "option1"])).toBe("Morning, Evening social");
  });

  it("keeps a value no option has (a created choice) as typed", () => {
    expect(submissionAnswerText(field, ["am", "Brunch"])).toBe("Morning, Brunch");
  });

  it("shows a checkbox as Yes or No and numbers as stored", () => {
    expect(submissionAnswerText({ type: "checkbox" }, true)).toBe("Yes");
    expect(submissionAnswerText({ type: "checkbox" }, false)).toBe("No");
    expect(submissionAnswerText({ type: "number" }, 0)).toBe("0");
  });

  it("shows text as typed, never as markup", () => {
    expect(submissionAnswerText({ type: "text" }, "<b>bold</b>")).toBe("<b>bold</b>");
  });
});

describe("hasAnswer", () => {
  it("treats missing, empty text and no choices as no answer", () => {
    expect(hasAnswer({}, "a")).toBe(false);
    expect(hasAnswer({ a: "" }, "a")).toBe(false);
    expect(hasAnswer({ a: [] }, "a")).toBe(false);
  });

  it("treats an unticked checkbox and zero as answers", () => {
    expect(hasAnswer({ a: false }, "a")).toBe(true);
    expect(hasAnswer({ a: 0 }, "a")).toBe(true);
  });
});
