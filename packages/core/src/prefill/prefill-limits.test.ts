import { expect, test, vi } from "vitest";
import { documentWith } from "../test/fixtures";
import { prefillFromQueryString } from "./prefill-from-query-string";

// qs's own defaults equal SPEC §9's limits, so only smaller limits show that
// prefill reads them from the constants module.
vi.mock("../constants/query-string", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../constants/query-string")>()),
  QUERY_STRING_LIMITS: { arrayLimit: 2, depth: 5, parameterLimit: 3 },
}));

const options = ["a", "b", "c"].map((value) => ({ label: value, value }));
const document = documentWith([
  { type: "checkboxGroup", name: "days", label: "Days", options },
  { type: "text", name: "note", label: "Note" },
]);

test("reads arrayLimit from QUERY_STRING_LIMITS", () => {
  expect(prefillFromQueryString({ document, search: "days=a&days=b" })).toEqual({
    days: ["a", "b"],
  });
  expect(prefillFromQueryString({ document, search: "days=a&days=b&days=c" })).toEqual({});
});

test("reads parameterLimit from QUERY_STRING_LIMITS", () => {
  expect(prefillFromQueryString({ document, search: "x=1&y=2&z=3&note=late" })).toEqual({});
});
