/**
 * The respondent-facing messages of date and time fields (beside `messages`,
 * in their own module: only forms with such a field load them).
 *
 * @example
 * dateTimeMessages.dateTooEarly("Arrival", "1 March 2025"); // "Arrival must be on or after 1 March 2025"
 */
export const dateTimeMessages = {
  notADate: (label: string) => `${label} must be a real date (YYYY-MM-DD)`,
  dateTooEarly: (label: string, date: string) => `${label} must be on or after ${date}`,
  dateTooLate: (label: string, date: string) => `${label} must be on or before ${date}`,
  notATime: (label: string) => `${label} must be a time (HH:MM, 24 h)`,
  timeTooEarly: (label: string, time: string) => `${label} must be ${time} or later`,
  timeTooLate: (label: string, time: string) => `${label} must be ${time} or earlier`,
  timeOffStep: (label: string, minutes: number, from: string) =>
    `${label} must be in steps of ${minutes} ${minutes === 1 ? "minute" : "minutes"} from ${from}`,
} as const;
