import { expect, test } from "vitest";
import { contactDocumentInput, parseValid } from "../test/fixtures";
import { getFieldBlocks } from "./get-field-blocks";
import { isFieldBlock } from "./is-field-block";

const document = parseValid(contactDocumentInput());

test("getFieldBlocks keeps the field blocks in order and leaves content out", () => {
  expect(getFieldBlocks(document).map((block) => block.name)).toEqual(["fullName", "topics"]);
});

test("isFieldBlock tells field blocks from content blocks", () => {
  expect(document.blocks.map(isFieldBlock)).toEqual([true, true, false, false]);
});
