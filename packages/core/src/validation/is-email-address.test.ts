import { expect, test } from "vitest";
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
