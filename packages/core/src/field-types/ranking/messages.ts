import { activeCatalogue as t } from "../../i18n/active-catalogue";

/**
 * The ranking's own validation messages, beside the shared ones of
 * `messages`, from the active catalogue.
 *
 * @example
 * rankingMessages.incomplete("Fruit"); // "Fruit must rank every option exactly once"
 */
export const rankingMessages = {
  incomplete: (label: string) => t().rankingIncomplete({ label }),
} as const;
