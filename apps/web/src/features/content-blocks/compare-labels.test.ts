import { expect, it } from "vitest";
import { compareValueText } from "./compare-labels";

it("names how much of each image shows, in whole percent", () => {
  expect(compareValueText(50)).toBe("Before 50%, after 50%");
  expect(compareValueText(0)).toBe("Before 0%, after 100%");
  expect(compareValueText(62.4)).toBe("Before 62%, after 38%");
});
