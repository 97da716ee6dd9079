import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { contactDocument } from "../../testing/fixtures";
import { checkDraftAnswers, DRAFT_ANSWER_DOES_NOT_FIT } from "./draft-answers";

const parsed = parseFormDocument(contactDocument());
if (!parsed.success) throw new Error("the contact fixture is not a valid document");
const document = parsed.document;

describe("checkDraftAnswers", () => {
  it("keeps answers a submit would refuse for their content, not their shape", () => {
    expect(
      checkDraftAnswers(document, { email: "ada@", age: "forty", topics: ["my own"] }),
    ).toEqual({ success: true, values: { email: "ada@", age: "forty", topics: ["my own"] } });
  });

  it("leaves empty answers out and requires nothing", () => {
    expect(checkDraftAnswers(document, { fullName: " ", contactBy: null, topics: [] })).toEqual({
      success: true,
      values: {},
    });
  });

  it("names each answer of the wrong shape or size", () => {
    const result = checkDraftAnswers(document, {
      fullName: 42,
      consent: "yes",
      contactBy: "pigeon",
      topics: ["sales", "sales"],
      age: "9".repeat(101),
    });
    expect(result).toEqual({
      success: false,
      fieldErrors: ["fullName", "topics", "contactBy", "age", "consent"].map((name) => ({
        name,
        message: DRAFT_ANSWER_DOES_NOT_FIT,
      })),
    });
  });

  it("refuses text past the field's cap and text the database cannot hold", () => {
    for (const fullName of ["x".repeat(1001), "a\u0000b", "\ud800"]) {
      expect(checkDraftAnswers(document, { fullName }).success, JSON.stringify(fullName)).toBe(
        false,
      );
    }
  });

  it("asks each type whether a started answer fits: a textarea's cap, a group's options, one select's offer", () => {
    const own = parseFormDocument({
      slug: "kinds",
      title: "Kinds",
      blocks: [
        { type: "textarea", name: "story", label: "Story" },
        {
          type: "checkboxGroup",
          name: "days",
          label: "Days",
          options: [
            { label: "Monday", value: "mon" },
            { label: "Tuesday", value: "tue" },
          ],
        },
        { type: "select", name: "size", label: "Size", options: [{ label: "S", value: "s" }] },
      ],
    });
    if (!own.success) throw new Error("the kinds document is not valid");
    const story = "x".repeat(5000);
    expect(checkDraftAnswers(own.document, { story, days: ["tue"], size: "s" })).toEqual({
      success: true,
      values: { story, days: ["tue"], size: "s" },
    });
    const refused = checkDraftAnswers(own.document, {
      story: "x".repeat(10_001),
      days: ["mon", "sun"],
      size: "m",
    });
    expect(refused.success ? [] : refused.fieldErrors.map((error) => error.name)).toEqual([
      "story",
      "days",
      "size",
    ]);
  });

  it("keeps only what a submit would take for a type with no draft check of its own", () => {
    const own = parseFormDocument({
      slug: "stars",
      title: "Stars",
      blocks: [{ type: "rating", name: "stars", label: "Stars" }],
    });
    if (!own.success) throw new Error("the stars document is not valid");
    expect(checkDraftAnswers(own.document, { stars: 4 })).toEqual({
      success: true,
      values: { stars: 4 },
    });
    expect(checkDraftAnswers(own.document, { stars: 99 }).success).toBe(false);
  });

  it("refuses keys that are not fields and data that is not an object", () => {
    expect(checkDraftAnswers(document, { isAdmin: true })).toEqual({
      success: false,
      fieldErrors: [{ name: "isAdmin", message: 'Unknown field "isAdmin"' }],
    });
    expect(checkDraftAnswers(document, [1, 2]).success).toBe(false);
  });
});
