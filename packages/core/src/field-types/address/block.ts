import { z } from "zod";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import type { FieldTypeDocument } from "../field-type-definition";
import { addressAnswerText } from "./answer-text";
import { countryOptions } from "./country-names";
import { fitsDraftAddress } from "./draft";
import { addressPartLabel } from "./part-labels";
import { ADDRESS_PARTS, addressPartPostName, collectedParts } from "./parts";
import { prefillAddress } from "./prefill";

/**
 * A postal address: a group of text lines and a country list, each with its
 * autofill token. `parts` chooses what it collects (every part without it);
 * a required address must have line 1, city and country (those it collects).
 * Its answer is an object of the parts given (`{ city: "Paris", country: "FR" }`),
 * the country an ISO 3166-1 alpha-2 code.
 *
 * @example
 * addressBlockSchema.parse({ type: "address", name: "home", label: "Home address", parts: ["city", "country"] });
 */
export const addressBlockSchema = z.strictObject({
  type: z.literal("address"),
  ...fieldSettingsShape,
  parts: z
    .array(z.enum(ADDRESS_PARTS))
    .min(1)
    .refine((parts) => new Set(parts).size === parts.length, "Each part may be listed once")
    .optional(),
  rules: noRulesSchema.optional(),
});

/** A postal address field. */
export type AddressBlock = z.infer<typeof addressBlockSchema>;

/**
 * The AddressBlock in the document beyond its schema: no rules and no
 * options, no chart; answers read as the address is written (the country by
 * name), fill one CSV column per part, prefill from `?home[city]=Paris`, and
 * post without scripts under `<name>[<part>]`.
 */
export const addressFieldDocument: FieldTypeDocument<AddressBlock> = {
  coercePrefill: prefillAddress,
  fromFormPost: () => undefined,
  fromFormPostEntries: (block, posted) => {
    const answer: Record<string, string> = {};
    for (const part of collectedParts(block)) {
      const text = posted(addressPartPostName(block.name, part))[0];
      if (text !== undefined && text !== "") answer[part] = text;
    }
    return answer;
  },
  answerText: (value, _field, context) => addressAnswerText(value, context),
  draftFits: fitsDraftAddress,
  // The CSV is written in English (as its fixed headers): the country column says English names.
  csvColumns: (block) =>
    collectedParts(block).map((part) => ({
      header: `${block.label} – ${addressPartLabel(part)}`,
      key: part,
      ...(part === "country" ? { options: countryOptions("en") } : {}),
    })),
  rules: [],
  hasOptions: false,
  chart: "none",
  conditionKind: () => "answered",
};
