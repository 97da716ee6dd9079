/** The attribute prefix of prefill values: `data-formwright-prefill-<name>="…"`. */
const PREFILL_KEY = "formwrightPrefill";

/**
 * The prefill values an element carries: `data-formwright-prefill-<name>`
 * attributes, named as `dataset` names them (HTML attribute names are
 * lowercase, so `data-formwright-prefill-first-name` gives `firstName`, and
 * `data-formwright-prefill-email` gives `email`).
 *
 * @example
 * // <div data-formwright="contact" data-formwright-prefill-full-name="Ada">
 * prefillOf(div); // [["fullName", "Ada"]]
 */
export function prefillOf(element: HTMLElement): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const key of Object.keys(element.dataset)) {
    if (!key.startsWith(PREFILL_KEY)) continue;
    const rest = key.slice(PREFILL_KEY.length);
    const name = rest.charAt(0).toLowerCase() + rest.slice(1);
    // Field names are identifiers (packages/core field-name-schema.ts).
    if (!/^[A-Za-z_]\w*$/.test(name)) continue;
    pairs.push([name, element.dataset[key] ?? ""]);
  }
  return pairs;
}

/**
 * The address of a framed form: `/f/<slug>?embed=1&host=<origin>` on the
 * script's own origin, with the element's prefill values as query parameters
 * (the form page reads prefill and hidden values from its query).
 *
 * @example
 * frameUrl({ scriptOrigin: "https://forms.example", slug: "contact", hostOrigin: "https://shop.example", element });
 * // "https://forms.example/f/contact?embed=1&host=https%3A%2F%2Fshop.example&email=a%40b.example"
 */
export function frameUrl({
  scriptOrigin,
  slug,
  hostOrigin,
  element,
}: {
  scriptOrigin: string;
  slug: string;
  hostOrigin: string;
  element: HTMLElement;
}): string {
  const url = new URL(`/f/${encodeURIComponent(slug)}`, scriptOrigin);
  url.searchParams.set("embed", "1");
  url.searchParams.set("host", hostOrigin);
  for (const [name, value] of prefillOf(element)) {
    if (name !== "embed" && name !== "host") url.searchParams.set(name, value);
  }
  return url.href;
}
