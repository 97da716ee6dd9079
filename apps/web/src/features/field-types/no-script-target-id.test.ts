import { describe, expect, it } from "vitest";
import { noScriptTargetId } from "./no-script-target-id";

describe("noScriptTargetId", () => {
  it("links a select's error to its native stand-in, shown without scripts", () => {
    expect(
      noScriptTargetId({ type: "select", name: "country", label: "Country", options: [] }),
    ).toBe("field-country-native");
  });

  it("links any other field's error to its own control", () => {
    expect(noScriptTargetId({ type: "text", name: "email", label: "Email" })).toBe("field-email");
  });
});
