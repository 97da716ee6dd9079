/**
 * The texts a form shows when its document names none: buttons, confirmation, the required and error messages (English; the catalogue translates them).
 */

import { catalogue as en } from "../i18n/generated/en";

/** Caption of a form's submit button when the document sets no `submitLabel`. */
export const DEFAULT_SUBMIT_LABEL = en.submit;

/** Caption of a page's Next button when its page block sets no `nextLabel`. */
export const DEFAULT_NEXT_LABEL = en.next;

/** Caption of a page's Back button when its page block sets no `backLabel`. */
export const DEFAULT_BACK_LABEL = en.back;

/** Message shown after a successful submission when the document sets no `confirmation`. */
export const DEFAULT_CONFIRMATION_MESSAGE = en.confirmation;

/** Template of the message for a required field left empty; `{label}` is the field's label. */
export const REQUIRED_MESSAGE_TEMPLATE = en.required({ label: "{label}" });

/**
 * The required message for a field's label.
 *
 * @example formatRequiredMessage("Email") // "Email is required"
 */
export function formatRequiredMessage(label: string): string {
  return REQUIRED_MESSAGE_TEMPLATE.replace("{label}", label);
}

/** Title of the error summary shown at the top of a form after a failed submit (GOV.UK wording). */
export const ERROR_SUMMARY_TITLE = en.errorSummaryTitle;

/** Visually hidden prefix read before an inline error message, so a screen reader says it is an error. */
export const ERROR_MESSAGE_PREFIX = en.errorPrefix;
