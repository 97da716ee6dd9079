import { expect, test } from "vitest";
import { TEXT_MAX_LENGTH } from "../constants/answer-limits";
import { TEXTAREA_MAX_LENGTH } from "../field-types/textarea/max-length";
import { documentWith } from "../test/fixtures";
import { prefillFromQueryString } from "./prefill-from-query-string";

const options = [{ label: "A", value: "a" }];
const document = documentWith([
  { type: "number", name: "age", label: "Age" },
  { type: "text", name: "name", label: "Name" },
  { type: "textarea", name: "message", label: "Message" },
  { type: "select", name: "brand", label: "Brand", options, creatable: true },
  { type: "select", name: "tags", label: "Tags", options, multi: true, creatable: true },
  { type: "checkbox", name: "terms", label: "Terms" },
]);

function prefill(search: string) {
  return prefillFromQueryString({ document, search });
}

test("drops a number of a megabyte of digits and an x at once (the old pattern backtracked on it)", () => {
  expect(prefill(`age=${"1".repeat(1_000_000)}x`)).toEqual({});
});

test.each([
  ["name", TEXT_MAX_LENGTH],
  ["message", TEXTAREA_MAX_LENGTH],
])("keeps %s up to its field's cap and drops it past the cap", (name, cap) => {
  expect(prefill(`${name}=${"a".repeat(cap)}`)).toEqual({ [name]: "a".repeat(cap) });
  expect(prefill(`${name}=${"a".repeat(cap + 1)}`)).toEqual({});
  expect(prefill(`${name}=${"a".repeat(1_000_000)}`)).toEqual({});
});

test("drops a created choice past its cap, one by one in a list", () => {
  const long = "b".repeat(1_000_000);
  expect(prefill(`brand=${long}`)).toEqual({});
  expect(prefill(`tags[]=${long}&tags[]=own`)).toEqual({ tags: ["own"] });
});

test("drops a checkbox word padded to a megabyte", () => {
  expect(prefill(`terms=${" ".repeat(1_000_000)}on`)).toEqual({});
  expect(prefill("terms=%20on%20")).toEqual({ terms: true });
});
