/**
 * The tokens of addresses this tab verified (issue 33 §2), per form slug and
 * field, kept in the tab's session storage (under {@link verifiedKey}) so a
 * reload keeps them, and in {@link verifiedInPage} where storage is refused:
 * the verified email widget (a lazy chunk, field-types/text/verify-email.tsx)
 * adds one, every submit of the form sends them all
 * (`submitForm(emailVerifications:)`) and the server matches each to its
 * field and address. Kept tiny: it is in every form's first load.
 */
export const verifiedInPage: Record<string, Record<string, string>> = {};

/** The session storage key of a form's tokens. */
export const verifiedKey = (slug: string) => `formwright:verified:${slug}`;

/** The tokens this tab holds for the form. */
export function emailVerificationsOf(slug: string): string[] {
  let stored = {};
  try {
    stored = JSON.parse(sessionStorage.getItem(verifiedKey(slug)) ?? "{}");
  } catch {}
  return Object.values({ ...stored, ...verifiedInPage[slug] });
}
