import { SLUG_MAX_LENGTH } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { uniqueSlug } from "./unique-slug";

describe("uniqueSlug", () => {
  it("keeps a free slug as it is", () => {
    expect(uniqueSlug({ base: "contact", taken: new Set(["other"]) })).toBe("contact");
  });

  it("numbers a taken slug from 2, skipping numbers in use", () => {
    const taken = new Set(["contact", "contact-2", "contact-3"]);
    expect(uniqueSlug({ base: "contact", taken })).toBe("contact-4");
  });

  it("stays within the longest slug when numbering", () => {
    const base = "a".repeat(SLUG_MAX_LENGTH);
    const slug = uniqueSlug({ base, taken: new Set([base]) });
    expect(slug).toBe(`${"a".repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });
});
