import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../../document/parse-form-document";
import { prefillFromQueryString } from "../../prefill/prefill-from-query-string";
import { type AddressBlock, addressFieldDocument } from "./block";

const block: AddressBlock = { type: "address", name: "home", label: "Home address" };
const documentOf = (blocks: unknown[]) => parseFormDocument({ slug: "t", title: "T", blocks });

describe("addressBlockSchema", () => {
  it("takes an address with or without parts", () => {
    expect(documentOf([block]).success).toBe(true);
    expect(documentOf([{ ...block, parts: ["country", "city"], required: true }]).success).toBe(
      true,
    );
  });

  it("refuses no parts, unknown parts, a part twice, and rules", () => {
    for (const extra of [
      { parts: [] },
      { parts: ["city", "planet"] },
      { parts: ["city", "city"] },
      { rules: { minLength: 2 } },
      { options: [{ label: "A", value: "a" }] },
    ]) {
      expect(documentOf([{ ...block, ...extra }]).success).toBe(false);
    }
  });
});

describe("addressFieldDocument", () => {
  it("reads a post without scripts from <name>[<part>] inputs, the parts it collects only", () => {
    const posted = new Map([
      ["home[line1]", ["1 Rue de Rivoli"]],
      ["home[line2]", [""]],
      ["home[city]", ["Paris"]],
      ["home[country]", ["FR"]],
      ["home[planet]", ["Mars"]],
    ]);
    const read = (b: AddressBlock) =>
      addressFieldDocument.fromFormPostEntries?.(b, (name) => posted.get(name) ?? []);
    expect(read(block)).toEqual({ line1: "1 Rue de Rivoli", city: "Paris", country: "FR" });
    expect(read({ ...block, parts: ["city"] })).toEqual({ city: "Paris" });
  });

  it("prefills from the query string's nested object, dropping what does not fit", () => {
    expect(
      addressFieldDocument.coercePrefill(block, {
        city: "Paris",
        country: "fr",
        planet: "Mars",
        line1: ["a", "b"],
        postalCode: "   ",
      }),
    ).toEqual({ city: "Paris", country: "FR" });
    expect(addressFieldDocument.coercePrefill(block, { country: "EU" })).toBeUndefined();
    expect(addressFieldDocument.coercePrefill(block, "Paris")).toBeUndefined();
    expect(
      addressFieldDocument.coercePrefill({ ...block, parts: ["country"] }, { city: "Paris" }),
    ).toBeUndefined();
  });

  it("prefills ?home[city]=Paris from a link", () => {
    const parsed = documentOf([block]);
    if (!parsed.success) throw new Error("invalid");
    expect(
      prefillFromQueryString({
        document: parsed.document,
        search: "?home[city]=Paris&home[country]=FR&home[planet]=Mars",
      }),
    ).toEqual({ home: { city: "Paris", country: "FR" } });
  });

  it("reads as the address is written, the country by its name in the reader's language", () => {
    const answer = { line1: "1 Rue de Rivoli", postalCode: "75001", city: "Paris", country: "FR" };
    expect(addressFieldDocument.answerText(answer, {})).toBe(
      "1 Rue de Rivoli, Paris, 75001, France",
    );
    expect(addressFieldDocument.answerText(answer, {}, { language: "de" })).toBe(
      "1 Rue de Rivoli, Paris, 75001, Frankreich",
    );
    expect(addressFieldDocument.answerText(answer, {}, { language: "ja" })).toBe(
      "1 Rue de Rivoli, Paris, 75001, フランス",
    );
    expect(addressFieldDocument.answerText("x", {})).toBe("");
  });

  it("writes one CSV column per part it collects, headed '<label> – <part>'", () => {
    const columns = addressFieldDocument.csvColumns?.(block) ?? [];
    expect(columns.map((c) => c.header)).toEqual([
      "Home address – Address line 1",
      "Home address – Address line 2",
      "Home address – City",
      "Home address – State / Province",
      "Home address – Postcode",
      "Home address – Country",
    ]);
    expect(columns.map((c) => c.key)).toEqual([
      "line1",
      "line2",
      "city",
      "region",
      "postalCode",
      "country",
    ]);
    const country = columns.find((c) => c.key === "country");
    expect(country?.options?.find((o) => o.value === "GB")?.label).toBe("United Kingdom");
    expect(columns.find((c) => c.key === "city")?.options).toBeUndefined();
    const some = addressFieldDocument.csvColumns?.({ ...block, parts: ["country", "city"] });
    expect(some?.map((c) => c.key)).toEqual(["city", "country"]);
  });

  it("a draft keeps a half-typed address, never unknown parts, other shapes or text past the cap", () => {
    const required: AddressBlock = {
      ...block,
      required: true,
      parts: ["line1", "city", "country"],
    };
    const fits = (value: unknown) => addressFieldDocument.draftFits?.(required, value);
    expect(fits({ line1: "1 Main" })).toBe(true);
    expect(fits({ city: "", country: "FR" })).toBe(true);
    expect(fits({ postalCode: "75001" })).toBe(false);
    expect(fits({ country: "EU" })).toBe(false);
    expect(fits({ city: 3 })).toBe(false);
    expect(fits({ city: "a".repeat(1001) })).toBe(false);
    expect(fits("1 Main")).toBe(false);
  });

  it("charts nothing, takes no rules or options, and conditions may only ask whether it is answered", () => {
    expect(addressFieldDocument.chart).toBe("none");
    expect(addressFieldDocument.rules).toEqual([]);
    expect(addressFieldDocument.hasOptions).toBe(false);
    expect(addressFieldDocument.conditionKind(block)).toBe("answered");
  });
});
