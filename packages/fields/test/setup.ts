import "@testing-library/jest-dom/vitest";
import { loadAllFieldTypes } from "@formwright/core";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Every field type's definition, as the server has them.
await loadAllFieldTypes();

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrollIntoView; the widgets call it to bring a field into view.
// (Tests of the server render run without a DOM: `// @vitest-environment node`.)
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
