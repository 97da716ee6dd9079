import { activeCatalogue as t } from "../i18n/active-catalogue";

/**
 * The respondent-facing messages of date and time fields, from the message
 * catalogue in the active catalogue's language.
 *
 * @example
 * dateTimeMessages.dateTooEarly("Arrival", "1 March 2025"); // "Arrival must be on or after 1 March 2025"
 */
export const dateTimeMessages = {
  notADate: (label: string) => t().notADate({ label }),
  dateTooEarly: (label: string, date: string) => t().dateTooEarly({ label, date }),
  dateTooLate: (label: string, date: string) => t().dateTooLate({ label, date }),
  notATime: (label: string) => t().notATime({ label }),
  timeTooEarly: (label: string, time: string) => t().timeTooEarly({ label, time }),
  timeTooLate: (label: string, time: string) => t().timeTooLate({ label, time }),
  timeOffStep: (label: string, minutes: number, from: string) =>
    t().timeOffStep({ label, n: minutes, from }),
} as const;
