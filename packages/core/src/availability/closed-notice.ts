import type { Availability } from "../document/availability-schema";
import type { Catalogue } from "../i18n/generated/catalogue";
import { catalogue as en } from "../i18n/generated/en";

/**
 * What a form that takes no answers says instead: the author's
 * `closedMessage` when there is one, else "This form is not open yet" before
 * it opens and "This form is closed" after it closes or fills up, in the
 * catalogue's language (English when not given). Pass the availability of
 * the document as the respondent reads it (translated), so the author's
 * message is in their language too.
 *
 * @example
 * closedNotice({ availability: undefined, reason: "closed", catalogue: german }); // "Dieses Formular ist geschlossen"
 */
export function closedNotice({
  availability,
  reason,
  catalogue = en,
}: {
  availability: Availability | undefined;
  reason: "notYetOpen" | "closed" | "full";
  catalogue?: Pick<Catalogue, "formNotYetOpen" | "formClosed">;
}): string {
  if (availability?.closedMessage) return availability.closedMessage;
  return reason === "notYetOpen" ? catalogue.formNotYetOpen : catalogue.formClosed;
}
