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

  it("refuses keys that are not fields and data that is not an object", () => {
    expect(checkDraftAnswers(document, { isAdmin: true })).toEqual({
      success: false,
      fieldErrors: [{ name: "isAdmin", message: 'Unknown field "isAdmin"' }],
    });
    expect(checkDraftAnswers(document, [1, 2]).success).toBe(false);
  });
});
