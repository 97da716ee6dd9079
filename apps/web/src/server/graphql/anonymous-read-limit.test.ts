import { describe, expect, it } from "vitest";
import { rootReads } from "./anonymous-read-limit";

describe("rootReads", () => {
  it("counts each field at the root of a query, each alias apart", () => {
    expect(
      rootReads([
        { query: `{ a: form(slug: "x") { title } b: form(slug: "x") { title } me { role } }` },
      ]),
    ).toBe(3);
  });

  it("adds up the operations of a batch", () => {
    const operation = {
      query: `query { a: form(slug: "x") { title } b: form(slug: "y") { title } }`,
    };
    expect(rootReads(Array.from({ length: 10 }, () => operation))).toBe(20);
  });

  it("counts through fragments at the root, once per fragment", () => {
    const query = `query { ...Reads ... on Query { c: form(slug: "z") { title } } ...Reads }
      fragment Reads on Query { a: form(slug: "x") { title } b: form(slug: "y") { title } }`;
    expect(rootReads([{ query }])).toBe(3);
  });

  it("counts nothing for mutations, or for what does not parse", () => {
    expect(rootReads([{ query: `mutation { recordFormEvent(slug: "x", event: VIEW) }` }])).toBe(0);
    expect(rootReads([{ query: "{ form(slug: " }, { query: 42 }, {}])).toBe(0);
  });

  it("counts the operation named by operationName", () => {
    const query = `query One { a: me { role } } query Two { a: me { role } b: me { role } } mutation Three { signOut }`;
    expect(rootReads([{ query, operationName: "Two" }])).toBe(2);
    expect(rootReads([{ query, operationName: "Three" }])).toBe(0);
  });
});

describe("rootReads of a query seen before", () => {
  it("counts it the same every time, per operation name", () => {
    const query = `query One { a: form(slug: "x") { title } } query Two { a: form(slug: "x") { title } b: form(slug: "y") { title } } mutation Three { logout }`;
    for (let i = 0; i < 3; i++) {
      expect(rootReads([{ query, operationName: "One" }])).toBe(1);
      expect(rootReads([{ query, operationName: "Two" }])).toBe(2);
      expect(rootReads([{ query, operationName: "Three" }])).toBe(0);
      expect(
        rootReads([
          { query, operationName: "Two" },
          { query, operationName: "One" },
        ]),
      ).toBe(3);
    }
  });
});
