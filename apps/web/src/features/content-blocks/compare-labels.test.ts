import { englishWidgetCatalogue, loadWidgetCatalogue } from "@formwright/core";
import { expect, it } from "vitest";
import { COMPARE_HANDLE_LABEL, compareValueText } from "./compare-labels";

it("names how much of each image shows, in whole percent", () => {
  expect(compareValueText(50, englishWidgetCatalogue)).toBe("Before 50%, after 50%");
  expect(compareValueText(0, englishWidgetCatalogue)).toBe("Before 0%, after 100%");
  expect(compareValueText(62.4, englishWidgetCatalogue)).toBe("Before 62%, after 38%");
});

it("says it in the page's language", async () => {
  expect(compareValueText(30, await loadWidgetCatalogue("de"))).toBe("Vorher 30 %, nachher 70 %");
});

it("names the handle as the catalogue does in English", () => {
  expect(COMPARE_HANDLE_LABEL).toBe(englishWidgetCatalogue.compareHandle);
});
