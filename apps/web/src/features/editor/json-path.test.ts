import { describe, expect, it } from "vitest";
import { parseJsonPath } from "./json-path";

describe("parseJsonPath", () => {
  it("reads keys and indices", () => {
    expect(parseJsonPath("blocks[2].options[0].value")).toEqual([
      "blocks",
      2,
      "options",
      0,
      "value",
    ]);
    expect(parseJsonPath("slug")).toEqual(["slug"]);
    expect(parseJsonPath("confirmation.message")).toEqual(["confirmation", "message"]);
  });

  it("reads quoted keys", () => {
    expect(parseJsonPath('blocks[0].width["2xl"]')).toEqual(["blocks", 0, "width", "2xl"]);
    expect(parseJsonPath('a["x.\\"y"]')).toEqual(["a", 'x."y']);
  });

  it("is empty for the document itself", () => {
    expect(parseJsonPath("")).toEqual([]);
  });
});
