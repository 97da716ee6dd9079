import { describe, expect, it } from "vitest";
import { gql } from "./gql";

describe("gql", () => {
  it("returns the document text with its interpolations filled in", () => {
    const fields = "slug title";
    expect(gql`query Forms { forms { ${fields} } }`).toBe("query Forms { forms { slug title } }");
  });
});
