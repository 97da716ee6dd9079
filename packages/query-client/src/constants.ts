import type { ErrorPolicy, HttpMethod } from "./types";

/**
 * `Accept` header of every request: the GraphQL-over-HTTP media type first,
 * plain JSON for servers that predate it (SPEC §4).
 *
 * @example
 * headers.set("Accept", ACCEPT_HEADER_VALUE);
 */
export const ACCEPT_HEADER_VALUE = "application/graphql-response+json, application/json";

/**
 * Method used for queries unless the client is configured with `method: "GET"`.
 *
 * @example
 * const method = options.method ?? DEFAULT_METHOD;
 */
export const DEFAULT_METHOD: HttpMethod = "POST";

/**
 * Error policy used unless the client is configured otherwise.
 *
 * @example
 * const policy = options.errorPolicy ?? DEFAULT_ERROR_POLICY;
 */
export const DEFAULT_ERROR_POLICY: ErrorPolicy = "none";
