import { expect, test } from "vitest";
import { isStorableText } from "./is-storable-text";

test.each(["", "Paris", "Zoë", "👋 emoji pair", "\t tabs and\nnew lines", "\uffff"])(
  "accepts well-formed text: %j",
  (text) => {
    expect(isStorableText(text)).toBe(true);
  },
);

test.each(["\u0000", "a\u0000b", "\ud83d", "a\ude4b", "\ude4b\ud83d", "ok \ud800"])(
  "refuses NUL and unpaired surrogate halves: %j",
  (text) => {
    expect(isStorableText(text)).toBe(false);
  },
);
