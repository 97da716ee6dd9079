import { describe, expect, it } from "vitest";
import { formatDocumentIssues } from "../document/format-document-issues";
import { parseFormDocument } from "../document/parse-form-document";
import { createSubmissionValidator } from "../validation/create-submission-validator";
import { blockVisibility } from "./block-visibility";
import { formPages, hasPages, reachablePage, visiblePages } from "./form-pages";

function documentOf(blocks: unknown[]) {
  const parsed = parseFormDocument({ slug: "pages", title: "Pages", blocks });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document;
}

const text = (name: string, extra: Record<string, unknown> = {}) => ({
  type: "text",
  name,
  label: name,
  ...extra,
});

// Page 1: role; page 2 (only for "other"): details (required); page 3: email.
const survey = documentOf([
  {
    type: "radio",
    name: "role",
    label: "Role",
    required: true,
    options: [
      { label: "Staff", value: "staff" },
      { label: "Other", value: "other" },
    ],
  },
  {
    type: "page",
    title: "Details",
    visibleWhen: { all: [{ field: "role", op: "equals", value: "other" }] },
  },
  text("details", { required: true }),
  { type: "paragraph", text: "More about you" },
  { type: "page", title: "Contact", nextLabel: "Onwards", backLabel: "Return" },
  text("email", { required: true }),
]);

describe("formPages", () => {
  it("makes the blocks before the first page block page 1, and each page block start a page", () => {
    const pages = formPages(survey.blocks);
    expect(
      pages.map(({ number, blockIndex, start, end }) => [number, blockIndex, start, end]),
    ).toEqual([
      [1, -1, 0, 1],
      [2, 1, 2, 4],
      [3, 4, 5, 6],
    ]);
    expect(pages[1]?.block?.title).toBe("Details");
    expect(pages[2]?.block).toMatchObject({ nextLabel: "Onwards", backLabel: "Return" });
  });

  it("has no empty page 1 when the document starts with a page block", () => {
    const blocks = documentOf([
      { type: "page", title: "Start" },
      text("a"),
      { type: "page" },
      text("b"),
    ]).blocks;
    const pages = formPages(blocks);
    expect(
      pages.map((page) => [page.number, page.block?.title ?? null, page.start, page.end]),
    ).toEqual([
      [1, "Start", 1, 2],
      [2, null, 3, 4],
    ]);
  });

  it("is one page for a document without page blocks", () => {
    const blocks = documentOf([text("a"), text("b")]).blocks;
    expect(hasPages(blocks)).toBe(false);
    expect(formPages(blocks)).toEqual([
      { number: 1, block: null, blockIndex: -1, start: 0, end: 2 },
    ]);
    expect(hasPages(survey.blocks)).toBe(true);
  });
});

describe("skip logic", () => {
  const shownNumbers = (answers: Record<string, unknown>) =>
    visiblePages(formPages(survey.blocks), blockVisibility(survey.blocks, answers).shown).map(
      (page) => page.number,
    );

  it("skips a page whose conditions do not hold, with every block on it", () => {
    expect(shownNumbers({ role: "staff" })).toEqual([1, 3]);
    expect(shownNumbers({})).toEqual([1, 3]);
    expect(shownNumbers({ role: "other" })).toEqual([1, 2, 3]);
    const { shown, values } = blockVisibility(survey.blocks, {
      role: "staff",
      details: "x",
      email: "e",
    });
    expect(shown).toEqual([true, false, false, false, true, true]);
    expect(values).toEqual({ role: "staff", email: "e" });
  });

  it("lands a requested step on the nearest earlier shown page", () => {
    const pages = visiblePages(
      formPages(survey.blocks),
      blockVisibility(survey.blocks, { role: "staff" }).shown,
    );
    expect(reachablePage(pages, 3).number).toBe(3);
    expect(reachablePage(pages, 2).number).toBe(1);
    expect(reachablePage(pages, 99).number).toBe(3);
    for (const bad of [0, -1, 1.5, "2", undefined, null])
      expect(reachablePage(pages, bad).number).toBe(1);
  });

  it("the server neither requires nor stores the fields of a skipped page", () => {
    const validate = createSubmissionValidator(survey);
    expect(validate({ role: "staff", details: "typed before", email: "a@b.c" })).toEqual({
      success: true,
      values: { role: "staff", email: "a@b.c" },
    });
    expect(validate({ role: "other", email: "a@b.c" })).toEqual({
      success: false,
      fieldErrors: [{ name: "details", message: "details is required" }],
    });
    expect(validate({ role: "other", details: "d", email: "a@b.c" })).toEqual({
      success: true,
      values: { role: "other", details: "d", email: "a@b.c" },
    });
  });

  it("a block on a skipped page stays hidden whatever its own conditions say", () => {
    const document = documentOf([
      text("a"),
      { type: "page", visibleWhen: { all: [{ field: "a", op: "isAnswered" }] } },
      text("b", { required: true, visibleWhen: { all: [{ field: "a", op: "isNotAnswered" }] } }),
      { type: "page" },
      text("c", { visibleWhen: { all: [{ field: "b", op: "isNotAnswered" }] } }),
    ]);
    expect(blockVisibility(document.blocks, {}).shown).toEqual([true, false, false, true, true]);
    expect(createSubmissionValidator(document)({ b: "x" })).toEqual({ success: true, values: {} });
  });
});

describe("the page block in the document", () => {
  const issues = (blocks: unknown[]) => {
    const parsed = parseFormDocument({ slug: "pages", title: "Pages", blocks });
    return parsed.success ? "" : formatDocumentIssues(parsed.issues);
  };

  it("refuses a page break as the last block", () => {
    expect(issues([text("a"), { type: "page" }])).toContain(
      "blocks[1]: A page break cannot be the last block",
    );
  });

  it("refuses a page break right after another", () => {
    expect(issues([text("a"), { type: "page" }, { type: "page" }, text("b")])).toContain(
      "blocks[2]: A page break cannot follow another page break (blocks[1])",
    );
  });

  it("refuses unknown keys, blank labels, and conditions on later or missing fields", () => {
    expect(issues([text("a"), { type: "page", label: "x" }, text("b")])).toMatch(
      /Unknown key "label"/,
    );
    expect(issues([text("a"), { type: "page", nextLabel: " " }, text("b")])).toMatch(/nextLabel/);
    expect(
      issues([
        { type: "page", visibleWhen: { all: [{ field: "a", op: "isAnswered" }] } },
        text("a"),
      ]),
    ).toMatch(/does not come before this block/);
    expect(
      issues([
        text("a"),
        { type: "page", visibleWhen: { any: [{ field: "zz", op: "isAnswered" }] } },
        text("b"),
      ]),
    ).toMatch(/"zz", which is not a field of this form/);
  });

  it("accepts every key", () => {
    expect(
      issues([
        text("a"),
        {
          type: "page",
          id: "p2",
          title: "Two",
          nextLabel: "Continue",
          backLabel: "Previous",
          visibleWhen: { all: [{ field: "a", op: "isAnswered" }] },
        },
        text("b"),
      ]),
    ).toBe("");
  });
});
