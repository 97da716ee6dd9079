import { describe, expect, test } from "vitest";
import { TEXT_MAX_LENGTH } from "../constants";
import { TEXTAREA_MAX_LENGTH } from "../field-types/textarea/max-length";
import { prefillFromQueryString } from "../prefill/prefill-from-query-string";
import { documentWith } from "../test/fixtures";
import { createSubmissionValidator } from "./create-submission-validator";

// Hostile values of growing size, up to the 1 MB body limit: each must give
// the same outcome at every size. The sizes start past every field's cap, so
// the outcome cannot depend on where the cap falls. (Speed is measured by the
// `worst` benchmark, never timed here; a value that made a pattern backtrack
// would keep these tests from finishing.)
const SIZES = [30_000, 100_000, 400_000, 1_000_000];

const options = [
  { label: "One", value: "one" },
  { label: "Two", value: "two" },
];
const document = documentWith([
  { type: "text", name: "name", label: "Name", rules: { pattern: "[A-Za-z ]+" } },
  { type: "text", name: "email", label: "Email", rules: { email: true } },
  { type: "text", name: "site", label: "Site", rules: { url: true } },
  { type: "textarea", name: "message", label: "Message", rules: { pattern: "[^<>]*" } },
  { type: "number", name: "age", label: "Age" },
  { type: "select", name: "topic", label: "Topic", options },
  { type: "select", name: "brand", label: "Brand", options, creatable: true },
  { type: "select", name: "topics", label: "Topics", options, multi: true },
  { type: "select", name: "tags", label: "Tags", options, multi: true, creatable: true },
  { type: "radio", name: "size", label: "Size", options },
  { type: "checkboxGroup", name: "days", label: "Days", options },
  { type: "checkbox", name: "terms", label: "Terms" },
]);
const validate = createSubmissionValidator(document);

/** Text shapes known to make backtracking patterns slow, stretched to `size` characters. */
const shapes: Record<string, (size: number) => string> = {
  "digits then x": (size) => `${"1".repeat(size - 1)}x`,
  "letters then !": (size) => `${"a".repeat(size - 1)}!`,
  "dots between @": (size) => `a@${".".repeat(size - 3)}@`,
  "labels of an address": (size) => `a@${"b.".repeat((size - 3) / 2)}!`,
  "spaces around a word": (size) => `${" ".repeat(size / 2)}on${" ".repeat(size / 2 - 2)}`,
  "an https prefix then a host": (size) => `https://${"a".repeat(size - 8)}`,
  emoji: (size) => "😀".repeat(size / 2),
};

/** The one error a submission of `{ [name]: value }` gets for `name`. */
function errorFor(name: string, value: unknown): string | undefined {
  const result = validate({ [name]: value });
  if (result.success) return undefined;
  return result.fieldErrors.find((error) => error.name === name)?.message;
}

const expectedByField: Record<string, (shape: string) => string> = {
  name: () => `Name must be at most ${TEXT_MAX_LENGTH} characters`,
  email: () => `Email must be at most ${TEXT_MAX_LENGTH} characters`,
  site: () => `Site must be at most ${TEXT_MAX_LENGTH} characters`,
  message: () => `Message must be at most ${TEXTAREA_MAX_LENGTH} characters`,
  age: () => "Age must be a number",
  topic: () => "Topic has a choice that is not offered",
  brand: () => "Brand: a new choice can be at most 200 characters",
  size: () => "Size has a choice that is not offered",
  terms: () => "Terms has a value of the wrong type",
};

describe.each(Object.entries(shapes))("%s", (_, shape) => {
  test.each(Object.entries(expectedByField))(
    "%s gives the same error at every size up to a megabyte",
    (name, expected) => {
      const outcomes = SIZES.map((size) => errorFor(name, shape(size)));
      expect(outcomes).toEqual(SIZES.map(() => expected(name)));
    },
  );

  test.each([
    ["topics", "Topics has a choice that is not offered"],
    ["tags", "Tags: a new choice can be at most 200 characters"],
    ["days", "Days has a choice that is not offered"],
  ])("%s, a list holding it, gives the same error at every size", (name, expected) => {
    const outcomes = SIZES.map((size) => errorFor(name, ["one", shape(size)]));
    expect(outcomes).toEqual(SIZES.map(() => expected));
  });

  // Written raw, as a browser may send it: none of the shapes holds & = # % or +.
  test("prefill drops it from every field at every size", { timeout: 60_000 }, () => {
    const names = [...Object.keys(expectedByField), "topics", "tags", "days"];
    const outcomes = SIZES.map((size) => {
      const value = shape(size);
      return prefillFromQueryString({
        document,
        search: names.map((name) => `${name}=${value}`).join("&"),
      });
    });
    expect(outcomes).toEqual(SIZES.map(() => ({})));
  });
});

test("a list of many short values gives the same error at every size", () => {
  for (const name of ["topics", "tags", "days"]) {
    const outcomes = SIZES.map((size) => errorFor(name, Array(size / 10).fill("x".repeat(9))));
    const expected = name === "tags" ? undefined : errorFor(name, ["x"]);
    expect(outcomes).toEqual(SIZES.map(() => expected));
  }
});
