import { activeCatalogue as t } from "../../i18n/active-catalogue";

/**
 * The matrix's own validation messages, beside the shared ones of
 * `messages`: from the active catalogue, so they read the same in the widget
 * and in the submission validator.
 *
 * @example
 * matrixMessages.rowsUnanswered("Taste", ["Texture"]); // "Taste: answer every row (missing: Texture)"
 */
export const matrixMessages = {
  rowsUnanswered: (label: string, rows: readonly string[]) =>
    t().matrixRowsUnanswered({ label, rows: rows.join(", ") }),
  unknownRow: (label: string) => t().matrixUnknownRow({ label }),
} as const;
