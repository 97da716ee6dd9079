import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { TOUCH_DRAG_THRESHOLD_PX } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { isTouchDrag } from "./is-touch-drag";

const start = { x: 100, y: 100 };
const threshold = TOUCH_DRAG_THRESHOLD_PX;

describe("isTouchDrag", () => {
  it("is a tap when the touch moves by the threshold exactly", () => {
    expect(isTouchDrag({ start, current: { x: 100, y: 100 + threshold }, threshold })).toBe(false);
  });

  it("is a tap for a 4 px move", () => {
    expect(isTouchDrag({ start, current: { x: 104, y: 100 }, threshold })).toBe(false);
  });

  it("is a drag for a 6 px vertical move", () => {
    expect(isTouchDrag({ start, current: { x: 100, y: 106 }, threshold })).toBe(true);
  });

  it("is a drag for a 6 px horizontal move, either way", () => {
    expect(isTouchDrag({ start, current: { x: 94, y: 100 }, threshold })).toBe(true);
  });

  it("measures each axis on its own, like react-select", () => {
    expect(isTouchDrag({ start, current: { x: 104, y: 104 }, threshold })).toBe(false);
  });
});

describe("react-select's own drag threshold", () => {
  it("equals TOUCH_DRAG_THRESHOLD_PX, so the control and our menu guard agree", () => {
    // react-select hard-codes the threshold its control uses to tell taps from drags.
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve("react-select"));
    const found = readdirSync(dist)
      .filter((file) => /^Select-.*\.js$/.test(file))
      .flatMap((file) => [
        ...readFileSync(path.join(dist, file), "utf8").matchAll(/moveThreshold\s*=\s*(\d+)/g),
      ])
      .map((match) => Number(match[1]));
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([TOUCH_DRAG_THRESHOLD_PX]));
  });
});
