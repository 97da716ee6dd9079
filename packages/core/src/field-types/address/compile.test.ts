import { describe, expect, it } from "vitest";
import { TEXT_MAX_LENGTH } from "../../constants/answer-limits";
import { withCatalogue } from "../../i18n/active-catalogue";
import { catalogue as german } from "../../i18n/generated/de";
import type { AddressBlock } from "./block";
import { addressProblem, compileAddressField } from "./compile";

const block: AddressBlock = { type: "address", name: "home", label: "Home address" };
const full = {
  line1: "10 Downing Street",
  line2: "Flat 2",
  city: "London",
  region: "Greater London",
  postalCode: "SW1A 2AA",
  country: "GB",
};

describe("compileAddressField", () => {
  const optional = compileAddressField(block);
  const required = compileAddressField({ ...block, required: true });

  it("keeps the parts given, as typed, in reading order", () => {
    expect(optional({ country: "GB", city: " London ", line1: "10 Downing Street" })).toEqual({
      value: { line1: "10 Downing Street", city: " London ", country: "GB" },
    });
    expect(required(full)).toEqual({ value: full });
  });

  it("stores nothing for an optional address left empty", () => {
    for (const value of [undefined, null, "", {}, { line1: "", city: "  " }]) {
      expect(optional(value)).toEqual({ value: undefined });
    }
  });

  it("drops blank parts of a partly typed address", () => {
    expect(optional({ line1: "", city: "Paris", postalCode: "  " })).toEqual({
      value: { city: "Paris" },
    });
  });

  it("a required address with nothing given is '{label} is required', as a matrix is", () => {
    for (const value of [undefined, null, "", {}, { line1: " ", country: "" }]) {
      expect(required(value)).toEqual({ error: "Home address is required" });
    }
  });

  it("a required address needs line 1, city and country, and names the part missing", () => {
    expect(required({ city: "Springfield" })).toEqual({ error: "Address line 1 is required" });
    expect(required({ line1: "1 Main St" })).toEqual({ error: "City is required" });
    expect(required({ line1: "1 Main St", city: "Springfield" })).toEqual({
      error: "Country is required",
    });
    expect(required({ line1: "1 Main St", city: "Springfield", country: "US" })).toEqual({
      value: { line1: "1 Main St", city: "Springfield", country: "US" },
    });
  });

  it("requires only the required parts it collects, or every part when it collects none of them", () => {
    const cityOnly = compileAddressField({
      ...block,
      required: true,
      parts: ["postalCode", "city"],
    });
    expect(cityOnly({ postalCode: "75001" })).toEqual({ error: "City is required" });
    expect(cityOnly({ city: "Paris" })).toEqual({ value: { city: "Paris" } });
    const postcode = compileAddressField({
      ...block,
      required: true,
      parts: ["postalCode", "line2"],
    });
    expect(postcode({ line2: "Flat 2" })).toEqual({ error: "Postcode is required" });
    expect(postcode({ line2: "Flat 2", postalCode: "75001" })).toEqual({
      value: { line2: "Flat 2", postalCode: "75001" },
    });
    expect(postcode({ postalCode: "75001" })).toEqual({ error: "Address line 2 is required" });
    expect(postcode({})).toEqual({ error: "Home address is required" });
  });

  it("refuses a country that is no ISO 3166-1 alpha-2 code", () => {
    for (const country of ["fr", "EU", "XK", "FRA", "France"]) {
      expect(optional({ country })).toEqual({ error: "Country has a choice that is not offered" });
    }
    expect(optional({ country: "FR" })).toEqual({ value: { country: "FR" } });
  });

  it("refuses parts the block does not collect, and values of the wrong shape", () => {
    const cityCountry = compileAddressField({ ...block, parts: ["city", "country"] });
    expect(cityCountry({ city: "Paris", line1: "x" })).toEqual({
      error: "Home address has a value of the wrong type",
    });
    expect(optional({ planet: "Mars" })).toEqual({
      error: "Home address has a value of the wrong type",
    });
    for (const value of ["Paris", ["Paris"], 3, { city: 3 }, { city: ["Paris"] }]) {
      expect(optional(value)).toEqual({ error: "Home address has a value of the wrong type" });
    }
  });

  it("bounds each part like a text line, naming the part", () => {
    const long = "a".repeat(TEXT_MAX_LENGTH + 1);
    expect(optional({ postalCode: long })).toEqual({
      error: `Postcode must be at most ${TEXT_MAX_LENGTH} characters`,
    });
    expect(optional({ city: "a".repeat(TEXT_MAX_LENGTH) })).toHaveProperty("value");
  });

  it("refuses text that cannot be stored, naming the part", () => {
    expect(optional({ line2: "a\u0000b" })).toEqual({
      error: "Address line 2 contains characters that cannot be saved",
    });
  });

  it("says the part in the form's language", () => {
    const german = compileGerman();
    expect(german({ city: "Berlin" })).toEqual({ error: "Adresszeile 1 ist ein Pflichtfeld" });
  });
});

function compileGerman() {
  return (value: unknown) =>
    withCatalogue(german, () => compileAddressField({ ...block, required: true })(value));
}

describe("addressProblem", () => {
  it("says which part the message is about, for the widget to tie it to its input", () => {
    expect(addressProblem({ ...block, required: true }, { line1: "1 Main St" })).toEqual({
      part: "city",
      message: "City is required",
    });
    expect(addressProblem(block, 3)).toEqual({
      message: "Home address has a value of the wrong type",
    });
    expect(addressProblem({ ...block, required: true }, {})).toEqual({
      part: "line1",
      message: "Home address is required",
    });
    expect(addressProblem(block, full)).toBeUndefined();
  });
});
