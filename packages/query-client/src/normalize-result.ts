import type { GraphQLFormattedError } from "graphql";
import type { QueryResult } from "./types";

const UNKNOWN_ERROR_MESSAGE = "Unknown GraphQL error";

/**
 * Reads the GraphQL part of a parsed response body into a {@link QueryResult},
 * trusting nothing: data that is not an object becomes `null`, errors become a
 * list of `{ message, locations?, path?, extensions? }` whatever the server sent.
 *
 * @example
 * normalizeResult({ data: { ok: true }, errors: [{ message: "Denied", path: ["ok"] }] });
 * // { data: { ok: true }, errors: [{ message: "Denied", path: ["ok"] }] }
 */
export function normalizeResult(raw: {
  data?: unknown;
  errors?: unknown;
  extensions?: unknown;
}): QueryResult<unknown> {
  const result: QueryResult<unknown> = {
    data: isRecord(raw.data) ? raw.data : null,
    errors: normalizeErrors(raw.errors),
  };
  if (isRecord(raw.extensions)) result.extensions = raw.extensions;
  return result;
}

/**
 * Reads a response's `errors` entry into a list of formatted errors.
 *
 * @example
 * normalizeErrors([{ message: "Form not found" }]); // [{ message: "Form not found" }]
 * normalizeErrors(undefined); // []
 */
export function normalizeErrors(value: unknown): GraphQLFormattedError[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(toFormattedError);
}

function toFormattedError(value: unknown): GraphQLFormattedError {
  if (!isRecord(value))
    return { message: typeof value === "string" ? value : UNKNOWN_ERROR_MESSAGE };
  const { message, locations, path, extensions } = value;
  return {
    message: typeof message === "string" ? message : UNKNOWN_ERROR_MESSAGE,
    ...(Array.isArray(locations) && { locations }),
    ...(Array.isArray(path) && { path }),
    ...(isRecord(extensions) && { extensions }),
  };
}

/**
 * Whether a value is a plain JSON object (not null, not an array).
 *
 * @example
 * isRecord({ a: 1 }); // true
 * isRecord([1]); // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
