import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftBlock } from "../draft-types";
import { parseJsonPath } from "../json-path";
import { fromImageValues, toImageValues } from "./image-values";
import { BLOCK_TYPES, blockTypeOf } from "./registry";

const MEDIA = ["image", "carousel", "compare", "modal"] as const;

function definition(type: string) {
  const found = BLOCK_TYPES.find((d) => d.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
}

function isValid(block: DraftBlock) {
  return parseFormDocument({ slug: "t", title: "T", blocks: [block] });
}

describe("image, carousel, compare and modal in the editor", () => {
  it.each(MEDIA)("a new %s block survives its own inputs", (type) => {
    const d = definition(type);
    const block = d.create({ takenNames: new Set() });
    expect(d.fromValues(structuredClone(d.toValues(block)), block)).toEqual(block);
  });

  it("new images have no alt text: each must be described or marked decorative before saving", () => {
    expect(JSON.stringify(BLOCK_TYPES.map((d) => d.create({ takenNames: new Set() })))).not.toMatch(
      /Sample photo/i,
    );
    const problems = (type: string) => {
      const result = isValid(definition(type).create({ takenNames: new Set() }));
      return result.success ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`);
    };
    expect(problems("image")).toEqual(["blocks[0].alt: describe the image or mark it decorative"]);
    expect(problems("carousel")).toEqual([
      "blocks[0].slides[0].alt: describe the image or mark it decorative",
      "blocks[0].slides[1].alt: describe the image or mark it decorative",
    ]);
    expect(problems("compare")).toEqual([
      "blocks[0].before.alt: describe the image or mark it decorative",
      "blocks[0].after.alt: describe the image or mark it decorative",
    ]);
    expect(problems("modal")).toEqual([]);
  });

  it('a decorative image is stored with alt "" and decorative: true, whatever the alt input held', () => {
    const d = definition("image");
    const block = d.create({ takenNames: new Set() });
    const decorative = d.fromValues(
      { ...d.toValues(block), alt: "left over", decorative: true },
      block,
    );
    expect(decorative).toEqual({
      type: "image",
      src: "/samples/sample-1.jpg",
      alt: "",
      decorative: true,
    });
    expect(isValid(decorative).success).toBe(true);
    expect(d.toValues(decorative)).toMatchObject({ alt: "", decorative: true });
    const described = d.fromValues(
      { ...d.toValues(decorative), alt: "A bike", decorative: false },
      decorative,
    );
    expect(described).toEqual({ type: "image", src: "/samples/sample-1.jpg", alt: "A bike" });
    expect(d.settingFor(["decorative"], described)).toBe("decorative");
  });

  it("an upload picked for an image sets src and dimensions; typing an address drops stale dimensions", () => {
    const d = definition("image");
    const block = { ...d.create({ takenNames: new Set() }), alt: "A bike" };
    const values = d.toValues(block);
    const picked = d.fromValues(
      {
        ...values,
        src: "/uploads/abc.png",
        dimensions: { width: 64, height: 48, src: "/uploads/abc.png" },
      },
      block,
    );
    expect(picked).toEqual({
      type: "image",
      src: "/uploads/abc.png",
      alt: "A bike",
      dimensions: { width: 64, height: 48 },
    });
    const typed = d.fromValues({ ...d.toValues(picked), src: "/samples/sample-3.jpg" }, picked);
    expect(typed).toEqual({ type: "image", src: "/samples/sample-3.jpg", alt: "A bike" });
  });

  it("an emptied alt text is refused by the document and shown at the slide's alt input", () => {
    const d = definition("carousel");
    const block = d.create({ takenNames: new Set() });
    const values = d.toValues(block) as { slides: Array<Record<string, unknown>> };
    values.slides[0] = { ...values.slides[0], alt: "First" };
    values.slides[1] = { ...values.slides[1], alt: " ", caption: "Second" };
    const next = d.fromValues(values, block);
    expect((next.slides as unknown[])[1]).toEqual({
      src: "/samples/sample-2.jpg",
      alt: " ",
      caption: "Second",
    });
    const result = isValid(next);
    expect(result.success).toBe(false);
    if (result.success) return;
    const [segments] = result.issues.map((issue) => parseJsonPath(issue.path));
    expect(segments?.slice(0, 2)).toEqual(["blocks", 0]);
    expect(blockTypeOf(next)?.settingFor(segments?.slice(2) ?? [], next)).toBe("slides.1.alt");
  });

  it("carousel settings: numbers, switches, an emptied speed falls back to the default", () => {
    const d = definition("carousel");
    const block = d.create({ takenNames: new Set() });
    const described = (d.toValues(block).slides as Array<Record<string, unknown>>).map(
      (slide, i) => ({ ...slide, alt: `Slide ${i + 1}` }),
    );
    const next = d.fromValues(
      {
        ...d.toValues(block),
        slides: described,
        slidesToShow: 2,
        autoplay: false,
        loop: false,
        autoplaySpeed: undefined,
      },
      block,
    );
    expect(next).toMatchObject({ slidesToShow: 2, autoplay: false, loop: false });
    expect(next).not.toHaveProperty("autoplaySpeed");
    expect(isValid(next).success).toBe(true);
    const fast = d.fromValues({ ...d.toValues(next), autoplaySpeed: 100 }, next);
    expect(isValid(fast).success).toBe(false);
  });

  it("compare sides keep their own images and the position", () => {
    const d = definition("compare");
    const block = d.create({ takenNames: new Set() });
    const values = d.toValues(block) as Record<string, Record<string, unknown>>;
    const next = d.fromValues(
      {
        ...values,
        after: {
          ...values.after,
          alt: "After",
          src: "/uploads/x.png",
          dimensions: { width: 2, height: 1, src: "/uploads/x.png" },
        },
        position: 30,
      },
      block,
    );
    expect(next.after).toEqual({
      src: "/uploads/x.png",
      alt: "After",
      dimensions: { width: 2, height: 1 },
    });
    expect(next.position).toBe(30);
    expect(d.settingFor(["before", "alt"], next)).toBe("before.alt");
  });

  it("reads an image object whatever it holds", () => {
    expect(toImageValues(null)).toEqual({
      src: "",
      alt: "",
      decorative: false,
      caption: "",
      dimensions: null,
    });
    expect(fromImageValues({ src: "/a", alt: "A", caption: "" }, { extra: 1 })).toEqual({
      extra: 1,
      src: "/a",
      alt: "A",
    });
  });
});
