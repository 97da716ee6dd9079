import { describe, expect, test } from "vitest";
import { GRID_BREAKPOINTS, GRID_COLUMNS } from "../constants/layout";
import { issuesOf, paths, withBlocks } from "../test/document-issues";
import { pageWidthSchema } from "./page-width-schema";
import { parseFormDocument } from "./parse-form-document";

describe("pageWidthSchema", () => {
  test.each([1, GRID_COLUMNS, { md: 6 }, { md: 12, lg: 6, xl: 4 }, {}])(
    "accepts the width %j",
    (width) => {
      expect(pageWidthSchema.parse(width)).toEqual(width);
    },
  );

  test.each([0, GRID_COLUMNS + 1, 6.5, "6", null, { lg: 13 }, { sm: 6 }, { xs: 6 }])(
    "refuses the width %j",
    (width) => {
      expect(pageWidthSchema.safeParse(width).success).toBe(false);
    },
  );

  test("names the page-grid breakpoints, which are set B, not the field breakpoints", () => {
    expect(Object.keys(pageWidthSchema.options[1].shape)).toEqual(Object.keys(GRID_BREAKPOINTS));
  });
});

describe("parseFormDocument: content block width", () => {
  test("every content block type accepts a width", () => {
    const result = parseFormDocument(
      withBlocks([
        { type: "heading", text: "H", width: 6 },
        { type: "paragraph", text: "P", width: { md: 6 } },
        { type: "modal", trigger: "T", title: "T", text: "T", width: { xl: 3 } },
      ]),
    );
    expect(result.success).toBe(true);
  });

  test("reports a bad width with the page-grid message", () => {
    expect(issuesOf(withBlocks([{ type: "paragraph", text: "P", width: 13 }]))).toEqual([
      {
        path: "blocks[0].width",
        message: `must be a whole number of columns from 1 to ${GRID_COLUMNS}, or an object of them per page-grid breakpoint (${Object.keys(GRID_BREAKPOINTS).join(", ")})`,
      },
    ]);
  });

  test("refuses a field breakpoint in a content block's width, at its path", () => {
    expect(paths(withBlocks([{ type: "paragraph", text: "P", width: { sm: 6 } }]))).toEqual([
      "blocks[0].width.sm",
    ]);
  });
});
