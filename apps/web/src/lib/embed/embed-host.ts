/**
 * The origin a framed form may post its messages to: the `host` the embed
 * script put in the frame's address, when it is one exact origin that the
 * form's owner allows to embed it. The allowed origins are read from the
 * page's own Content Security Policy (`frame-ancestors`, which the server
 * builds from the form's embedding origins), so the page posts exactly where
 * it may be framed and nowhere else: an exact origin, or, for an entry such as
 * `https://*.example.com`, any subdomain of it with the same scheme and port,
 * as the policy matches it. Null means: post nothing.
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
  return allowed.some((source) => source === host || isUnderWildcard(host, source)) ? host : null;
}

/** Whether an exact origin is a subdomain a `scheme://*.domain[:port]` source allows. */
function isUnderWildcard(origin: string, source: string): boolean {
  const wildcard = /^(https?:\/\/)\*(\.[^/*]+)$/.exec(source);
  if (!wildcard) return false;
  const [, scheme = "", domainAndPort = ""] = wildcard;
  // Neither part may contain "/", so the match is of scheme, host and port only.
  return (
    origin.startsWith(scheme) &&
    origin.endsWith(domainAndPort) &&
    origin.length > scheme.length + domainAndPort.length &&
    !origin.slice(scheme.length, -domainAndPort.length).includes(":")
  );
}

function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin !== "null" && url.origin === value;
  } catch {
    return false;
  }
}
