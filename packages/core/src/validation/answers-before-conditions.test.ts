import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTAREA_MAX_LENGTH } from "../field-types/textarea/max-length";
import { parseValid } from "../test/fixtures";
import { createSubmissionValidator } from "./create-submission-validator";

// Issue 27, point 2: answers are capped before any condition reads them, and
// each answer is normalised once per submission, however many conditions read it.

const overCap = "a".repeat(TEXTAREA_MAX_LENGTH + 1);

describe("answers over their field's cap", () => {
  const document = parseValid({
    slug: "caps",
    title: "Caps",
    blocks: [
      { type: "checkbox", name: "hasStory", label: "Has a story" },
      {
        type: "textarea",
        name: "story",
        label: "Story",
        visibleWhen: { all: [{ field: "hasStory", op: "equals", value: true }] },
      },
      {
        type: "text",
        name: "title",
        label: "Title",
        required: true,
        visibleWhen: { all: [{ field: "story", op: "contains", value: "a" }] },
      },
    ],
  });
  const validate = createSubmissionValidator(document);

  it("are refused even when a condition hides their field", () => {
    expect(validate({ hasStory: false, story: overCap })).toEqual({
      success: false,
      fieldErrors: [
        { name: "story", message: `Story must be at most ${TEXTAREA_MAX_LENGTH} characters` },
      ],
    });
  });

  it("count as unanswered for the conditions that read them", () => {
    expect(validate({ hasStory: true, story: overCap })).toEqual({
      success: false,
      fieldErrors: [
        { name: "story", message: `Story must be at most ${TEXTAREA_MAX_LENGTH} characters` },
      ],
    });
  });
});

describe("normalising answers for conditions", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lowers the case of an answer once per submission, however many conditions read it", () => {
    const story = `${"Once upon a time ".repeat(500)}The End`;
    const document = parseValid({
      slug: "once",
      title: "Once",
      blocks: [
        { type: "textarea", name: "story", label: "Story" },
        ...Array.from({ length: 50 }, (_, index) => ({
          type: "paragraph",
          text: `P${index}`,
          visibleWhen: {
            any: [{ field: "story", op: index % 2 ? "contains" : "equals", value: `w${index}` }],
          },
        })),
      ],
    });
    const validate = createSubmissionValidator(document);
    const lower = vi.spyOn(String.prototype, "toLocaleLowerCase");
    validate({ story });
    const ofTheAnswer = lower.mock.contexts.filter(
      (text) => String(text).length >= story.length - 1,
    );
    expect(ofTheAnswer).toHaveLength(1);
  });
});
