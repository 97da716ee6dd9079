/**
 * Turns the configured endpoint into an absolute URL. In a browser a relative
 * URL (`/api/graphql`) is resolved against the page; elsewhere (Node, a Next.js
 * server component) there is no page, so the URL must be absolute.
 *
 * @example
 * resolveEndpoint("https://example.com/graphql"); // "https://example.com/graphql"
 * resolveEndpoint("/api/graphql"); // in a page at https://forms.example.com: "https://forms.example.com/api/graphql"
 */
export function resolveEndpoint(url: string): string {
  const base = typeof location === "undefined" ? undefined : location.href;
  try {
    return new URL(url, base).href;
  } catch {
    throw new TypeError(
      `Invalid GraphQL endpoint "${url}": outside a browser page the URL must be absolute`,
    );
  }
}
