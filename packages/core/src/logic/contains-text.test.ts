import fc from "fast-check";
import { expect, it } from "vitest";
import { cpuMsOf } from "../test/costly-documents";
import { containsText } from "./contains-text";

const unit = fc.constantFrom("a", "b", "é", "😀");

it("finds what String.prototype.includes finds, for needles short and long", () => {
  fc.assert(
    fc.property(
      fc.string({ unit, maxLength: 60 }),
      fc.string({ unit, maxLength: 20 }),
      (text, needle) => {
        expect(containsText(text, needle)).toBe(text.includes(needle));
      },
    ),
    { numRuns: 2000 },
  );
});

it("reads a needle that makes includes quadratic in linear time", () => {
  const text = "a".repeat(10_000);
  const needle = `${"a".repeat(500)}b${"a".repeat(500)}`;
  let found: boolean | undefined;
  const cpu = cpuMsOf(() => {
    for (let i = 0; i < 20; i++) found = containsText(text, needle);
  });
  expect(found).toBe(false);
  expect(cpu).toBeLessThan(50);
});
