/**
 * The tokens of addresses this tab verified (issue 33 §2), per form slug and
 * field, kept in the tab's session storage so a reload keeps them: the
 * verified email widget adds one, every submit of the form sends them all
 * (`submitForm(emailVerifications:)`) and the server matches each to its
 * field and address. Tiny and eager: the widget that writes them is lazy.
 */
const memory: Record<string, Record<string, string>> = {};
const key = (slug: string) => `formwright:verified:${slug}`;

function stored(slug: string): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(key(slug)) ?? "{}");
  } catch {
    return {};
  }
}

/** The tokens this tab holds for the form. */
export function emailVerificationsOf(slug: string): string[] {
  return Object.values({ ...stored(slug), ...memory[slug] });
}

/** Keeps the token of a verified field (replacing the field's earlier one). */
export function rememberEmailVerification(slug: string, field: string, token: string): void {
  memory[slug] = { ...memory[slug], [field]: token };
  try {
    sessionStorage.setItem(key(slug), JSON.stringify({ ...stored(slug), [field]: token }));
  } catch {
    // Storage refused (some private modes): kept for this page only.
  }
}
