import { SLUG_MAX_LENGTH, slugSchema } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { FALLBACK_SLUG, slugify } from "./slugify";

describe("slugify", () => {
  it("lowercases and joins words with one hyphen", () => {
    expect(slugify("Contact Us  -- Today")).toBe("contact-us-today");
  });

  it("drops accents and keeps digits", () => {
    expect(slugify("Café & Bar — Feedback 2026")).toBe("cafe-bar-feedback-2026");
  });

  it("trims hyphens at both ends", () => {
    expect(slugify("  ¡Hola!  ")).toBe("hola");
  });

  it("falls back to a slug of its own when nothing usable is left", () => {
    expect(slugify("¿? 🙂")).toBe(FALLBACK_SLUG);
  });

  it("cuts long titles to the longest slug, without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(63)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("a".repeat(63));
  });

  it("always gives a slug the document schema accepts", () => {
    for (const title of [
      "Ünïcödé Tïtle",
      "x",
      "--a--b--",
      "日本語のフォーム",
      "Q3 / 2026: survey",
    ]) {
      expect(slugSchema.safeParse(slugify(title)).success, title).toBe(true);
    }
  });
});
