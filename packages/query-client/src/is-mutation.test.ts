import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { isMutation } from "./is-mutation";

describe("isMutation", () => {
  it("is true for a document whose only operation is a mutation", () => {
    expect(isMutation(parse("mutation Save { save }"))).toBe(true);
  });

  it("is false for a document whose only operation is a query", () => {
    expect(isMutation(parse("query Forms { forms { slug } }"))).toBe(false);
    expect(isMutation(parse("{ forms { slug } }"))).toBe(false);
  });

  it("follows the operation picked by name", () => {
    const document = parse("query Read { a } mutation Write { b }");
    expect(isMutation(document, "Read")).toBe(false);
    expect(isMutation(document, "Write")).toBe(true);
  });

  it("is true when no operation can be picked and one of them is a mutation", () => {
    const document = parse("query Read { a } mutation Write { b }");
    expect(isMutation(document)).toBe(true);
    expect(isMutation(document, "Missing")).toBe(true);
  });

  it("is false when no operation can be picked and none is a mutation", () => {
    expect(isMutation(parse("query A { a } query B { b }"))).toBe(false);
  });

  it("ignores fragments", () => {
    expect(isMutation(parse("fragment F on Form { slug } mutation Save { save { ...F } }"))).toBe(
      true,
    );
  });
});
