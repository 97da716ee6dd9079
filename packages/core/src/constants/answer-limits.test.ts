import { beforeAll, expect, test } from "vitest";
import { FIELD_DOCUMENT_REGISTRY } from "../field-types/document-list";
import { FIELD_TYPES, fieldTypeOf, loadAllFieldTypes } from "../field-types/registry";
import { ANSWER_MAX_LENGTH } from "./answer-limits";

beforeAll(loadAllFieldTypes);

test("no field type holds a longer answer than ANSWER_MAX_LENGTH, which prefill and patterns read no further than", () => {
  for (const type of FIELD_TYPES) {
    expect(FIELD_DOCUMENT_REGISTRY[type].textMaxLength ?? 0, type).toBeLessThanOrEqual(
      ANSWER_MAX_LENGTH,
    );
    expect(fieldTypeOf(type).textMaxLength ?? 0, type).toBeLessThanOrEqual(ANSWER_MAX_LENGTH);
  }
});

test("a type's browser definition and its document give the same cap", () => {
  for (const type of FIELD_TYPES) {
    expect(fieldTypeOf(type).textMaxLength, type).toBe(FIELD_DOCUMENT_REGISTRY[type].textMaxLength);
  }
});

test("the longest answer is some type's cap, not a bound no answer reaches", () => {
  const caps = FIELD_TYPES.map((type) => FIELD_DOCUMENT_REGISTRY[type].textMaxLength ?? 0);
  expect(Math.max(...caps)).toBe(ANSWER_MAX_LENGTH);
});
