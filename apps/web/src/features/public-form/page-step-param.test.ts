import { describe, expect, it } from "vitest";
import { openingStep } from "./page-step-param";

describe("openingStep", () => {
  it("opens on the page ?step= asks for, over a resumed draft's", () => {
    expect(openingStep({ query: "2", resumedStep: 3 })).toBe(2);
    expect(openingStep({ query: "x", resumedStep: 3 })).toBe(1);
  });

  it("opens on a resumed draft's page when the query names none", () => {
    expect(openingStep({ query: undefined, resumedStep: 3 })).toBe(3);
    expect(openingStep({ query: undefined, resumedStep: null })).toBe(1);
  });
});
