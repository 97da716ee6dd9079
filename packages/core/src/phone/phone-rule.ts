/** Turns typed text into E.164 for a default country, or `undefined` when it is no valid number. */
export type PhoneNormalizer = (text: string, defaultCountry: string) => string | undefined;

let normalizer: PhoneNormalizer | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the phone library (libphonenumber-js, its own chunk in the browser)
 * for the text `phone` rule. The same promise every time until it is
 * loaded (React's `use` can wait on it), then null. Neither the browser nor
 * the server loads it for forms without a phone rule:
 * `loadDocumentFieldTypes` calls it for documents that have one.
 *
 * @example
 * const pending = loadPhoneRule();
 * if (pending) await pending;
 */
export function loadPhoneRule(): Promise<void> | null {
  if (normalizer) return null;
  if (!loading) {
    loading = import("./normalize-phone-number").then((module) => {
      normalizer = module.normalizePhoneNumber;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The loaded phone normalizer; throws, saying what to call, before
 * {@link loadPhoneRule} has finished.
 *
 * @example
 * phoneNormalizer()("06 12 34 56 78", "FR"); // "+33612345678"
 */
export function phoneNormalizer(): PhoneNormalizer {
  if (!normalizer) {
    throw new Error("The phone rule is not loaded: await loadDocumentFieldTypes(document) first");
  }
  return normalizer;
}
