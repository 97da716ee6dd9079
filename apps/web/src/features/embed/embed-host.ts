/**
 * The origin a framed form may post its messages to: the `host` the embed
 * script put in the frame's address, when it is one exact origin that the
 * form's owner allows to embed it. The allowed origins are read from the
 * page's own Content Security Policy (`frame-ancestors`, which the server
 * builds from the form's embedding origins), so the page posts exactly where
 * it may be framed and nowhere else. Null means: post nothing.
 *
 * @example
 * embedHostOf({ host: "https://shop.example", policy: "…; frame-ancestors 'self' https://shop.example; …" });
 * // "https://shop.example"
 * embedHostOf({ host: "https://evil.example", policy: "…; frame-ancestors 'self' https://shop.example; …" }); // null
 */
export function embedHostOf({
  host,
  policy,
}: {
  host: string | null | undefined;
  policy: string | null | undefined;
}): string | null {
  if (!host || !policy || !isExactOrigin(host)) return null;
  const directive = policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("frame-ancestors "));
  const allowed = directive?.split(/\s+/).slice(1) ?? [];
  return allowed.includes(host) ? host : null;
}

function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin !== "null" && url.origin === value;
  } catch {
    return false;
  }
}
