import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { fromFieldValues, toFieldValues } from "../../editor/block-types/field-settings-values";
import type { DraftBlock } from "../../editor/draft-types";
import { phoneCountryOptions } from "./phone-country-options";

describe("the phone rule's setting", () => {
  const block: DraftBlock = { type: "text", name: "phone", label: "Phone" };

  it("writes { defaultCountry } from the chosen country, and nothing when off", () => {
    const values = toFieldValues(block, "text");
    expect(values.rules.phone).toBe("");
    expect(fromFieldValues({ values, current: block, type: "text" }).rules).toBeUndefined();
    const next = fromFieldValues({
      values: { ...values, rules: { ...values.rules, phone: "FR" } },
      current: block,
      type: "text",
    });
    expect(next.rules).toEqual({ phone: { defaultCountry: "FR" } });
    const parsed = parseFormDocument({ slug: "t", title: "T", blocks: [next] });
    expect(parsed.success).toBe(true);
  });

  it("reads the country back and keeps a custom message", () => {
    const custom: DraftBlock = {
      ...block,
      rules: { phone: { value: { defaultCountry: "US" }, message: "A US number" } },
    };
    const values = toFieldValues(custom, "text");
    expect(values.rules.phone).toBe("US");
    expect(fromFieldValues({ values, current: custom, type: "text" }).rules).toEqual(custom.rules);
  });

  it("names the countries in English, sorted, with their code", () => {
    expect(phoneCountryOptions(["FR", "DE"])).toEqual([
      { value: "FR", label: "France (FR)" },
      { value: "DE", label: "Germany (DE)" },
    ]);
  });
});
