// @vitest-environment jsdom
import { type FormDocument, parseFormDocument } from "@formwright/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSavedAnswers,
  loadSavedAnswers,
  SAVED_ANSWERS_MAX_AGE_MS,
  saveAnswers,
  savedAnswersKey,
} from "./saved-answers";

function documentOf(blocks: unknown[]): FormDocument {
  const parsed = parseFormDocument({ slug: "survey", title: "Survey", blocks });
  if (!parsed.success) throw new Error("bad test document");
  return parsed.document;
}

const v1 = documentOf([
  { type: "text", name: "name", label: "Name" },
  {
    type: "radio",
    name: "size",
    label: "Size",
    options: [
      { label: "S", value: "s" },
      { label: "XL", value: "xl" },
    ],
  },
  { type: "checkbox", name: "ok", label: "OK" },
]);

afterEach(() => localStorage.clear());

describe("saved answers", () => {
  it("restores the answers saved for the same version", () => {
    saveAnswers({ slug: "survey", version: 1, values: { name: "Ada", size: "xl", ok: true } });
    expect(loadSavedAnswers({ slug: "survey", version: 1, document: v1 })).toEqual({
      name: "Ada",
      size: "xl",
      ok: true,
    });
  });

  it("restores from another version only the fields that still exist and fit", () => {
    saveAnswers({
      slug: "survey",
      version: 1,
      values: { name: "Ada", size: "xl", ok: "yes", gone: "x" },
    });
    const v2 = documentOf([
      { type: "text", name: "name", label: "Name" },
      { type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "s" }] },
      { type: "checkbox", name: "ok", label: "OK" },
    ]);
    expect(loadSavedAnswers({ slug: "survey", version: 2, document: v2 })).toEqual({
      name: "Ada",
    });
  });

  it("prefers the answers of the version shown over newer ones of another version", () => {
    saveAnswers({ slug: "survey", version: 1, values: { name: "Own" } });
    localStorage.setItem(
      savedAnswersKey({ slug: "survey", version: 2 }),
      JSON.stringify({ savedAt: Date.now() + 1000, values: { name: "Other" } }),
    );
    expect(loadSavedAnswers({ slug: "survey", version: 1, document: v1 })?.name).toBe("Own");
  });

  it("drops answers older than the maximum age, and unreadable entries", () => {
    saveAnswers({ slug: "survey", version: 1, values: { name: "Old" } });
    localStorage.setItem(savedAnswersKey({ slug: "survey", version: 2 }), "{not json");
    const later = Date.now() + SAVED_ANSWERS_MAX_AGE_MS + 1;
    expect(loadSavedAnswers({ slug: "survey", version: 1, document: v1, now: later })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("does not mix forms: another slug's answers are not restored", () => {
    saveAnswers({ slug: "survey-2", version: 1, values: { name: "Else" } });
    expect(loadSavedAnswers({ slug: "survey", version: 1, document: v1 })).toBeNull();
  });

  it("clearing forgets every version of the form and only that form", () => {
    saveAnswers({ slug: "survey", version: 1, values: { name: "A" } });
    saveAnswers({ slug: "survey", version: 2, values: { name: "B" } });
    saveAnswers({ slug: "other", version: 1, values: { name: "C" } });
    clearSavedAnswers("survey");
    expect(localStorage.length).toBe(1);
  });
});
