import { expect, test } from "vitest";
import { EMAIL_MAX_LENGTH } from "../constants";
import { isEmailAddress } from "./is-email-address";

test.each(["a@b.co", "first.last+tag@sub.example.org", "x_y@example-domain.com"])(
  "accepts %j",
  (text) => {
    expect(isEmailAddress(text)).toBe(true);
  },
);

test.each(["", "plain", "a@b", "@b.co", "a@.co", "a@b.co ", "a b@c.co", "a@-b.co", "a@@b.co"])(
  "refuses %j",
  (text) => {
    expect(isEmailAddress(text)).toBe(false);
  },
);

test("accepts an address of exactly EMAIL_MAX_LENGTH characters and refuses a longer one", () => {
  // Domain labels stay within 63 characters; the local part fills up to the limit.
  const labels = ["c".repeat(59), "c".repeat(59), "c".repeat(61)].join(".");
  const exact = `${"a".repeat(EMAIL_MAX_LENGTH - labels.length - 5)}@${labels}.com`;
  expect(exact).toHaveLength(EMAIL_MAX_LENGTH);
  expect(isEmailAddress(exact)).toBe(true);
  expect(isEmailAddress(`a${exact}`)).toBe(false);
});

test.each([
  ["a long local part", `${"a".repeat(1_000_000)}@b.co`],
  ["a long domain of labels", `a@${"b.".repeat(500_000)}`],
  ["a long label", `a@${"b".repeat(1_000_000)}!`],
])("refuses %s of a megabyte", (_, text) => {
  expect(isEmailAddress(text)).toBe(false);
});
