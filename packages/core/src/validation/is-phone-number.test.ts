import { expect, test } from "vitest";
import { isPhoneNumber } from "./is-phone-number";

test.each(["+44 20 7946 0958", "(555) 123-4567", "0612345678", "+1.555.123.4567"])(
  "accepts %j",
  (text) => {
    expect(isPhoneNumber(text)).toBe(true);
  },
);

test.each([
  "",
  "call me",
  "123",
  "+",
  "12 34",
  "555-CALL-NOW",
  "1".repeat(21),
  `+${" ".repeat(40)}1`,
])("refuses %j", (text) => {
  expect(isPhoneNumber(text)).toBe(false);
});
