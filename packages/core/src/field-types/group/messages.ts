import { activeCatalogue as t } from "../../i18n/active-catalogue";
import { messages } from "../../messages";

/**
 * A group's validation messages, from the active catalogue's existing texts
 * (the main catalogue is in every form's first load, so a group adds none):
 * an item's message is labelled with the item ("Attendee 2: Email is
 * required", as an answer is labelled on a receipt), the count of items is
 * said as a count of choices is.
 *
 * @example
 * groupMessages.itemError("Attendee", 2, "Email is required"); // "Attendee 2: Email is required"
 */
export const groupMessages = {
  itemError: (item: string, n: number, message: string) =>
    t().labelledValue({ label: `${item} ${n}`, value: message }),
  tooFew: (label: string, n: number) => messages.minItems(label, n),
  tooMany: (label: string, n: number) => messages.maxItems(label, n),
} as const;
