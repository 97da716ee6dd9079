import { describe, expect, test } from "vitest";
import { DEFAULT_CONFIRMATION_MESSAGE, DEFAULT_SUBMIT_LABEL } from "../constants/form-texts";
import { issuesOf, messageAt, options, paths, withBlocks } from "../test/document-issues";
import { contactDocumentInput } from "../test/fixtures";
import { parseFormDocument } from "./parse-form-document";

describe("parseFormDocument: valid documents", () => {
  test("accepts the documented example and keeps every setting", () => {
    const result = parseFormDocument(contactDocumentInput());
    expect(result).toEqual({
      success: true,
      document: { ...contactDocumentInput(), blocks: expect.any(Array) },
    });
    if (!result.success) return;
    expect(result.document.blocks[1]).toEqual({
      type: "select",
      name: "topics",
      label: "Topics",
      multi: true,
      creatable: true,
      options: [{ label: "Sales", value: "sales" }],
    });
  });

  test("fills in submitLabel, confirmation and heading level when left out", () => {
    const result = parseFormDocument(withBlocks([{ type: "heading", text: "About you" }]));
    expect(result.success && result.document).toMatchObject({
      submitLabel: DEFAULT_SUBMIT_LABEL,
      confirmation: { message: DEFAULT_CONFIRMATION_MESSAGE },
      blocks: [{ type: "heading", text: "About you", level: 2 }],
    });
  });

  test("gives each parsed document its own default confirmation object", () => {
    const first = parseFormDocument(withBlocks([]));
    const second = parseFormDocument(withBlocks([]));
    if (!first.success || !second.success) throw new Error("expected valid documents");
    expect(first.document.confirmation).not.toBe(second.document.confirmation);
  });

  test("accepts every field type with all of its settings", () => {
    const result = parseFormDocument(
      withBlocks([
        {
          type: "text",
          id: "b1",
          name: "email",
          label: "Email",
          description: "We reply here",
          placeholder: "you@example.com",
          width: { sm: 12, md: 6 },
          required: true,
          hiddenLabel: false,
          inputType: "email",
          rules: { email: { value: true, message: "Check the address" }, maxLength: 254 },
          defaultValue: "",
        },
        {
          type: "textarea",
          name: "message",
          label: "Message",
          rules: { minLength: 10, pattern: "[^<>]*" },
        },
        {
          type: "number",
          name: "qty",
          label: "Qty",
          width: 4,
          rules: { min: 1, max: 9 },
          defaultValue: 2,
        },
        { type: "select", name: "one", label: "One", options, searchable: true, defaultValue: "a" },
        {
          type: "select",
          name: "many",
          label: "Many",
          options,
          multi: true,
          creatable: true,
          createPosition: "first",
          rules: { minItems: 1, maxItems: { value: 2, message: "Two at most" } },
          defaultValue: ["a", "mine"],
        },
        { type: "radio", name: "size", label: "Size", options, defaultValue: "b" },
        { type: "checkboxGroup", name: "days", label: "Days", options, defaultValue: ["a"] },
        { type: "checkbox", name: "terms", label: "Terms", required: true, defaultValue: false },
        { type: "heading", text: "More", level: 3 },
        { type: "paragraph", id: "p1", text: "Plain text." },
      ]),
    );
    expect(result.success).toBe(true);
  });

  test("accepts a redirect to an absolute https URL or to a path", () => {
    for (const redirect of ["https://example.com/thanks", "/thanks?from=form"]) {
      expect(parseFormDocument({ ...withBlocks([]), confirmation: { redirect } }).success).toBe(
        true,
      );
    }
  });
});

describe("parseFormDocument: problems and their paths", () => {
  test("refuses a value that is not an object, at the document itself", () => {
    expect(issuesOf("contact")).toEqual([{ path: "", message: "must be an object" }]);
  });

  test("names each missing required setting", () => {
    expect(issuesOf({})).toEqual([
      { path: "slug", message: "is required" },
      { path: "title", message: "is required" },
      { path: "blocks", message: "is required" },
    ]);
  });

  test.each(["", "Contact", "-contact", "contact-", "con tact", "contact_us", "a".repeat(65)])(
    "refuses the slug %j with an explanation",
    (slug) => {
      expect(messageAt({ ...withBlocks([]), slug }, "slug")).toMatch(
        /lowercase letters, digits and hyphens/,
      );
    },
  );

  test("refuses a blank title", () => {
    expect(messageAt({ ...withBlocks([]), title: "   " }, "title")).toBe(
      "must not be empty or only spaces",
    );
  });

  test("refuses an unknown top-level key, at its own path", () => {
    expect(issuesOf({ ...withBlocks([]), tittle: "x" })).toEqual([
      { path: "tittle", message: 'Unknown key "tittle"' },
    ]);
  });

  test.each([
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "thanks",
    "ftp://example.com",
  ])("refuses the redirect %j", (redirect) => {
    expect(paths({ ...withBlocks([]), confirmation: { redirect } })).toEqual([
      "confirmation.redirect",
    ]);
  });

  test("refuses a confirmation with both a message and a redirect", () => {
    expect(
      issuesOf({ ...withBlocks([]), confirmation: { message: "Hi", redirect: "/x" } }),
    ).toEqual([
      {
        path: "confirmation",
        message: 'must be { "message": text } or { "redirect": URL or /path }',
      },
    ]);
  });

  test("lists every problem of the document, not just the first", () => {
    const input = {
      slug: "Bad Slug",
      title: "",
      blocks: [
        { type: "text", name: "1st", label: "First" },
        { type: "radio", name: "size", label: "Size", options: [{ label: "S", value: "" }] },
        { type: "heading" },
      ],
    };
    expect(paths(input)).toEqual([
      "slug",
      "title",
      "blocks[0].name",
      "blocks[1].options[0].value",
      "blocks[2].text",
    ]);
  });
});

describe("parseFormDocument: partialResponses (issue 33 §5)", () => {
  test("keeps true and false, and refuses anything else at its key", () => {
    for (const value of [true, false]) {
      const result = parseFormDocument({ ...withBlocks([]), partialResponses: value });
      expect(result.success && result.document.partialResponses).toBe(value);
    }
    expect(paths({ ...withBlocks([]), partialResponses: "yes" })).toEqual(["partialResponses"]);
    expect(messageAt({ ...withBlocks([]), partialResponses: 1 }, "partialResponses")).toBeTruthy();
  });
});
