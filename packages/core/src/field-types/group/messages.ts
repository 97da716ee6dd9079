import { activeCatalogue as t } from "../../i18n/active-catalogue";

/**
 * A group's own validation messages, from the active catalogue, so they read
 * the same in the widget and in the submission validator.
 *
 * @example
 * groupMessages.itemError("Attendee", 2, "Email is required"); // "Attendee 2: Email is required"
 */
export const groupMessages = {
  itemError: (item: string, n: number, message: string) => t().groupItemError({ item, n, message }),
  tooFew: (label: string, n: number) => t().groupTooFew({ label, n }),
  tooMany: (label: string, n: number) => t().groupTooMany({ label, n }),
} as const;
