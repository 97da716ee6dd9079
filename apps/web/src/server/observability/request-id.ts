import { randomUUID } from "node:crypto";

/** An incoming `X-Request-Id` is kept only when it looks like an id: short, no spaces or markup. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when it is a plausible id
 * (so a proxy's id follows the request through our logs), else a new UUID.
 * Anything else (too long, spaces, control characters) is replaced, so a
 * client cannot write into our log lines through it.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}
