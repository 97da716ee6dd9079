import type { ClientHeaders, HeadersRecord } from "./types";

/**
 * Builds the headers of one request: the client's (calling them if they are a
 * function), then the request's, which win. Names compare case-insensitively,
 * so `authorization` overrides `Authorization`; `undefined` values are left out.
 *
 * @example
 * await mergeHeaders(() => ({ Authorization: "Bearer a" }), { authorization: "Bearer b" });
 * // Headers { authorization: "Bearer b" }
 */
export async function mergeHeaders(
  clientHeaders: ClientHeaders | undefined,
  requestHeaders: HeadersRecord | undefined,
): Promise<Headers> {
  const resolved = typeof clientHeaders === "function" ? await clientHeaders() : clientHeaders;
  const headers = new Headers();
  for (const record of [resolved, requestHeaders]) {
    for (const [name, value] of Object.entries(record ?? {})) {
      if (value !== undefined) headers.set(name, value);
    }
  }
  return headers;
}
