import { describe, expect, it } from "vitest";
import { answerText, choiceAnswerText, hasAnswer } from "./answer-text";

describe("answerText", () => {
  it("joins choices with a comma and a space", () => {
    expect(answerText(["a", "b", "c"])).toBe("a, b, c");
  });

  it("shows a checkbox as Yes or No", () => {
    expect(answerText(true)).toBe("Yes");
    expect(answerText(false)).toBe("No");
  });

  it("shows numbers as stored and nothing as empty text", () => {
    expect(answerText(3.5)).toBe("3.5");
    expect(answerText(0)).toBe("0");
    expect(answerText(undefined)).toBe("");
  });

  it("shows text as typed, never as markup", () => {
    expect(answerText("<b>bold</b>")).toBe("<b>bold</b>");
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

describe("choiceAnswerText", () => {
  const field = {
    options: [
      { value: "option1", label: "Evening social" },
      { value: "am", label: "Morning" },
    ],
  };

  it("shows a choice's label, not its value", () => {
    expect(choiceAnswerText("option1", field)).toBe("Evening social");
    expect(choiceAnswerText(["am", "option1"], field)).toBe("Morning, Evening social");
  });

  it("keeps a value no option has (a created choice) as typed", () => {
    expect(choiceAnswerText(["am", "Brunch"], field)).toBe("Morning, Brunch");
  });

  it("leaves answers of fields without options alone", () => {
    expect(choiceAnswerText(true, { options: [] })).toBe("Yes");
    expect(choiceAnswerText("text", {})).toBe("text");
  });
});
