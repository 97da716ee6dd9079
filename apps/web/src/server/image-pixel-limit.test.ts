import { IMAGE_MAX_PIXELS } from "@formwright/core";
import { expect, it } from "vitest";
import config from "../../next.config";

it("holds the image optimizer to the upload's pixel limit (sharp's limitInputPixels)", () => {
  expect(config.experimental?.imgOptMaxInputPixels).toBe(IMAGE_MAX_PIXELS);
});
