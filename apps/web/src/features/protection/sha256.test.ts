import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256";

describe("sha256Hex", () => {
  it("gives the digest node's crypto gives, for short, block-edge and non-ASCII texts", () => {
    const texts = [
      "",
      "abc",
      "a".repeat(55),
      "a".repeat(56),
      "a".repeat(64),
      "a".repeat(200),
      "é😀",
    ];
    for (let n = 0; n < 300; n++) texts.push(`4f1c0d2e9a8b7c6d?form=0193&expires=1796500000&${n}`);
    for (const text of texts) {
      expect(sha256Hex(text), text).toBe(createHash("sha256").update(text).digest("hex"));
    }
  });
});
