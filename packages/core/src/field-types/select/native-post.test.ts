import { describe, expect, it } from "vitest";
import { type SelectBlock, selectFieldDocument } from "./block";

const single: SelectBlock = {
  type: "select",
  name: "country",
  label: "Country",
  creatable: true,
  options: [{ label: "France", value: "fr" }],
};
const multi: SelectBlock = { ...single, name: "topics", multi: true };

/** A post's values under one name, as the form post reader hands them. */
function postOf(entries: ReadonlyArray<readonly [string, string]>) {
  return (name: string) => entries.filter(([key]) => key === name).map(([, value]) => value);
}

describe("a select posted without scripts", () => {
  it("takes the native stand-in's choice over the script widget's hidden input", () => {
    const posted = postOf([
      ["country", "be"],
      ["fw:native:country", ""],
      ["fw:native:country", "fr"],
    ]);
    expect(selectFieldDocument.fromFormPostEntries?.(single, posted)).toBe("fr");
  });

  it("takes the script widget's value when no stand-in posted", () => {
    const posted = postOf([["country", "fr"]]);
    expect(selectFieldDocument.fromFormPostEntries?.(single, posted)).toBe("fr");
  });

  it("lets the Other box win for one choice, trimmed", () => {
    const posted = postOf([
      ["fw:native:country", ""],
      ["fw:native:country", "fr"],
      ["fw:other:country", " Wales "],
    ]);
    expect(selectFieldDocument.fromFormPostEntries?.(single, posted)).toBe("Wales");
  });

  it("adds the Other box last for several choices, once", () => {
    const posted = postOf([
      ["fw:native:topics", ""],
      ["fw:native:topics", "fr"],
      ["fw:other:topics", "Price"],
    ]);
    expect(selectFieldDocument.fromFormPostEntries?.(multi, posted)).toEqual(["fr", "Price"]);
    const again = postOf([
      ["fw:native:topics", "fr"],
      ["fw:other:topics", "fr"],
    ]);
    expect(selectFieldDocument.fromFormPostEntries?.(multi, again)).toEqual(["fr"]);
  });
});
