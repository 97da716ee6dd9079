import { DEFAULT_CONFIRMATION_MESSAGE, DEFAULT_SUBMIT_LABEL } from "../constants/form-texts";
import type { FormDocument } from "../document/form-document-schema";
import type { Catalogue } from "./generated/catalogue";

/**
 * The document with the texts parsing filled in (the submit button's
 * "Submit", the thank-you message) in the catalogue's language. A document
 * whose author wrote them keeps theirs; one that reads exactly like the
 * English default is taken for the default.
 *
 * @example localizeDefaults(document, german).submitLabel; // "Absenden"
 */
export function localizeDefaults(document: FormDocument, catalogue: Catalogue): FormDocument {
  const isDefaultSubmit = document.submitLabel === DEFAULT_SUBMIT_LABEL;
  const isDefaultConfirmation =
    "message" in document.confirmation &&
    document.confirmation.message === DEFAULT_CONFIRMATION_MESSAGE;
  if (!isDefaultSubmit && !isDefaultConfirmation) return document;
  return {
    ...document,
    submitLabel: isDefaultSubmit ? catalogue.submit : document.submitLabel,
    confirmation: isDefaultConfirmation
      ? { message: catalogue.confirmation }
      : document.confirmation,
  };
}
