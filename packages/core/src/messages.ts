import { formatRequiredMessage } from "./constants";

/**
 * Every validation message Formwright shows, as functions of the field's label
 * and the rule's value. The widgets (browser) and the submission validator
 * (browser and server) both read from here, so a message reads the same on
 * both sides.
 *
 * @example
 * messages.minLength("Name", 3); // "Name must be at least 3 characters"
 */
export const messages = {
  required: (label: string) => formatRequiredMessage(label),
  notANumber: (label: string) => `${label} must be a number`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters`,
  maxLength: (label: string, n: number) => `${label} must be at most ${n} characters`,
  min: (label: string, n: number) => `${label} must be at least ${n}`,
  max: (label: string, n: number) => `${label} must be at most ${n}`,
  pattern: (label: string) => `${label} is not in the expected format`,
  email: (label: string) => `${label} must be a valid email address`,
  url: (label: string) => `${label} must be a valid URL`,
  tel: (label: string) => `${label} must be a valid phone number`,
  phone: (label: string) => `${label} must be a valid phone number`,
  minItems: (label: string, n: number) => `${label}: choose at least ${n}`,
  maxItems: (label: string, n: number) => `${label}: choose at most ${n}`,
  notAnOption: (label: string) => `${label} has a choice that is not offered`,
  wrongType: (label: string) => `${label} has a value of the wrong type`,
  unsupportedCharacters: (label: string) => `${label} contains characters that cannot be saved`,
  unknownField: (key: string) => `Unknown field "${key}"`,
  notAnObject: () => "The submission must be an object of field values",
  matrixRowsUnanswered: (label: string, rows: readonly string[]) =>
    `${label}: answer every row (missing: ${rows.join(", ")})`,
  matrixUnknownRow: (label: string) => `${label} has a row that is not offered`,
  rankingIncomplete: (label: string) => `${label} must rank every option exactly once`,
  createdOptionTooLong: (label: string, n: number) =>
    `${label}: a new choice can be at most ${n} characters`,
  notOnScale: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}`,
  tooManyFiles: (label: string, n: number) =>
    `${label}: upload at most ${n} ${n === 1 ? "file" : "files"}`,
  fileTooLarge: (label: string, name: string, mb: number) =>
    `${label}: ${name} is larger than ${mb} MB`,
  fileTypeNotAccepted: (label: string, name: string) =>
    `${label}: ${name} is not a type this field accepts`,
} as const;

/** Name of a message in {@link messages}. */
export type MessageName = keyof typeof messages;
