/**
 * The parts an address collects, in the order an address reads and the form
 * shows them.
 *
 * @example
 * ADDRESS_PARTS[0]; // "line1"
 */
export const ADDRESS_PARTS = ["line1", "line2", "city", "region", "postalCode", "country"] as const;

/** One part of an address. */
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** An address answer: the text of each part given (the country as an ISO 3166-1 alpha-2 code). */
export type AddressValue = Partial<Record<AddressPart, string>>;

/** The parts a required address must have, among those it collects. */
const ALWAYS_REQUIRED: ReadonlySet<AddressPart> = new Set<AddressPart>([
  "line1",
  "city",
  "country",
]);

/**
 * The `autocomplete` token of each part (HTML's autofill field names), so a
 * browser fills the whole address at once.
 *
 * @example
 * ADDRESS_AUTOCOMPLETE.city; // "address-level2"
 */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<AddressPart, string>> = {
  line1: "address-line1",
  line2: "address-line2",
  city: "address-level2",
  region: "address-level1",
  postalCode: "postal-code",
  country: "country",
};

/**
 * The parts a block collects, in reading order whatever order its `parts`
 * lists them in; every part when it lists none.
 *
 * @example
 * collectedParts({ parts: ["country", "city"] }); // ["city", "country"]
 */
export function collectedParts(block: { parts?: readonly string[] }): AddressPart[] {
  if (block.parts === undefined) return [...ADDRESS_PARTS];
  const listed = new Set(block.parts);
  return ADDRESS_PARTS.filter((part) => listed.has(part));
}

/**
 * The parts a block's answer must have: none unless the block is required;
 * then line 1, city and country among the parts it collects, or every part it
 * collects when it collects none of those three (a postcode-only address).
 *
 * @example
 * requiredParts({ required: true, parts: ["city", "postalCode"] }); // ["city"]
 * requiredParts({ required: true, parts: ["postalCode"] }); // ["postalCode"]
 */
export function requiredParts(block: {
  required?: boolean;
  parts?: readonly string[];
}): AddressPart[] {
  if (block.required !== true) return [];
  const parts = collectedParts(block);
  const always = parts.filter((part) => ALWAYS_REQUIRED.has(part));
  return always.length > 0 ? always : parts;
}

/**
 * The name a part's input posts under, without scripts and with:
 * `<name>[<part>]` (the bracket syntax query strings use for nested objects).
 *
 * @example
 * addressPartPostName("home", "city"); // "home[city]"
 */
export function addressPartPostName(name: string, part: AddressPart): string {
  return `${name}[${part}]`;
}
