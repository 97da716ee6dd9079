/**
 * Message of the error for a response whose HTTP status is not ok (SPEC §4).
 *
 * @example
 * formatStatusMessage(503); // "GraphQL Error (Code: 503)"
 */
export function formatStatusMessage(status: number): string {
  return `GraphQL Error (Code: ${status})`;
}

/**
 * Message of the error for a request that got no response at all. Node's fetch
 * says only "fetch failed" and puts the reason in `cause`, so the cause is added.
 *
 * @example
 * formatNetworkMessage(new TypeError("Failed to fetch")); // "Network error: Failed to fetch"
 */
export function formatNetworkMessage(error: unknown): string {
  if (!(error instanceof Error)) return `Network error: ${String(error)}`;
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `Network error: ${error.message} (${cause})` : `Network error: ${error.message}`;
}

/**
 * Message of the error for a body that is not a GraphQL response (an HTML page
 * from a proxy, truncated JSON, a batch answered with the wrong number of results).
 *
 * @example
 * formatInvalidResponseMessage(200); // "Invalid GraphQL response (Code: 200)"
 */
export function formatInvalidResponseMessage(status: number): string {
  return `Invalid GraphQL response (Code: ${status})`;
}
