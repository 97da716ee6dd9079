import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../index";

const blocks = [{ type: "text", name: "name", label: "Name" }];

describe("limits.invitesOnly", () => {
  it("is accepted as a boolean", () => {
    expect(
      parseFormDocument({ slug: "a", title: "A", limits: { invitesOnly: true }, blocks }).success,
    ).toBe(true);
  });

  it("refuses anything but a boolean, at its path", () => {
    const parsed = parseFormDocument({
      slug: "a",
      title: "A",
      limits: { invitesOnly: "yes" },
      blocks,
    });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual([
      "limits.invitesOnly",
    ]);
  });
});
