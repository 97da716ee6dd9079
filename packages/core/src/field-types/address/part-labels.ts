import { activeCatalogue } from "../../i18n/active-catalogue";
import type { Catalogue } from "../../i18n/generated/catalogue";
import type { AddressPart } from "./parts";

/**
 * The label of an address part, from a message catalogue: the active one by
 * default (the validator's messages and the CSV headers), or the page's own
 * (the widget, which the server renders in many languages at once).
 *
 * @example
 * addressPartLabel("postalCode"); // "Postcode"
 * addressPartLabel("city", germanCatalogue); // "Stadt"
 */
export function addressPartLabel(
  part: AddressPart,
  catalogue: Catalogue = activeCatalogue(),
): string {
  switch (part) {
    case "line1":
      return catalogue.addressLine1;
    case "line2":
      return catalogue.addressLine2;
    case "city":
      return catalogue.addressCity;
    case "region":
      return catalogue.addressRegion;
    case "postalCode":
      return catalogue.addressPostalCode;
    case "country":
      return catalogue.addressCountry;
  }
}
