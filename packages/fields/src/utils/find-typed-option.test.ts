import { describe, expect, it } from "vitest";
import { findTypedOption } from "./find-typed-option";

const options = [
  { label: "Japan", value: "jp" },
  { label: "Jamaica", value: "jm" },
  { label: "Other", value: "japan" },
];

describe("findTypedOption", () => {
  it("finds the option whose label is the typed text, ignoring case and outer spaces", () => {
    expect(findTypedOption({ options: options.slice(0, 2), typed: "  jAMAICA " })?.value).toBe(
      "jm",
    );
  });

  it("finds an option by its value", () => {
    expect(findTypedOption({ options, typed: "JM" })?.value).toBe("jm");
  });

  it("finds nothing for a part of a label", () => {
    expect(findTypedOption({ options, typed: "Jap" })).toBeUndefined();
  });

  it("finds nothing when two options match", () => {
    expect(findTypedOption({ options, typed: "japan" })).toBeUndefined();
  });

  it("finds nothing for blank text", () => {
    expect(findTypedOption({ options, typed: "  " })).toBeUndefined();
  });
});
