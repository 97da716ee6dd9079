import { activeCatalogue } from "./i18n/active-catalogue";

const t = activeCatalogue;

/**
 * Every validation message Formwright shows, as functions of the field's label
 * and the rule's value. The widgets (browser) and the submission validator
 * (browser and server) both read from here, so a message reads the same on
 * both sides. The texts come from the message catalogue (`i18n/messages/`), in
 * the language of the active catalogue (English by default). A message only
 * one field type gives lives in the type's folder (`field-types/<type>/messages.ts`).
 *
 * @example
 * messages.minLength("Name", 3); // "Name must be at least 3 characters"
 */
export const messages = {
  required: (label: string) => t().required({ label }),
  notANumber: (label: string) => t().notANumber({ label }),
  minLength: (label: string, n: number) => t().minLength({ label, n }),
  maxLength: (label: string, n: number) => t().maxLength({ label, n }),
  min: (label: string, n: number) => t().min({ label, n }),
  max: (label: string, n: number) => t().max({ label, n }),
  pattern: (label: string) => t().pattern({ label }),
  email: (label: string) => t().email({ label }),
  url: (label: string) => t().url({ label }),
  tel: (label: string) => t().tel({ label }),
  phone: (label: string) => t().phone({ label }),
  minItems: (label: string, n: number) => t().minItems({ label, n }),
  maxItems: (label: string, n: number) => t().maxItems({ label, n }),
  notAnOption: (label: string) => t().notAnOption({ label }),
  wrongType: (label: string) => t().wrongType({ label }),
  unsupportedCharacters: (label: string) => t().unsupportedCharacters({ label }),
  unknownField: (key: string) => t().unknownField({ key }),
  notAnObject: () => t().notAnObject,
  createdOptionTooLong: (label: string, n: number) => t().createdOptionTooLong({ label, n }),
  notOnScale: (label: string, min: number, max: number) => t().notOnScale({ label, min, max }),
  tooManyFiles: (label: string, n: number) => t().tooManyFiles({ label, n }),
  fileTooLarge: (label: string, name: string, mb: number) => t().fileTooLarge({ label, name, mb }),
  fileTypeNotAccepted: (label: string, name: string) => t().fileTypeNotAccepted({ label, name }),
} as const;

/** Name of a message in {@link messages}. */
export type MessageName = keyof typeof messages;
