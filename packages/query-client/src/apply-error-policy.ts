import { formatInvalidResponseMessage } from "./error-messages";
import { QueryClientError } from "./query-client-error";
import type { ErrorPolicy, QueryRequestInfo, QueryResult } from "./types";

/**
 * What one operation settles to: a value to resolve with, or an error to throw.
 *
 * @example
 * const outcome: PolicyOutcome = { ok: true, value: { forms: [] } };
 */
export type PolicyOutcome = { ok: true; value: unknown } | { ok: false; error: QueryClientError };

/**
 * Applies an error policy to one operation's result (SPEC §4):
 * - `none`: errors -> an error carrying the first error's message; no errors and
 *   no data (which the GraphQL spec rules out) -> an invalid-response error;
 *   otherwise the data;
 * - `ignore`: the data, `null` when there is none; errors dropped;
 * - `all`: `{ data, errors }` (and `extensions` when sent).
 *
 * @example
 * applyErrorPolicy({ policy: "ignore", result: { data: null, errors: [{ message: "x" }] }, status: 200, headers, request });
 * // { ok: true, value: null }
 */
export function applyErrorPolicy(input: {
  policy: ErrorPolicy;
  result: QueryResult<unknown>;
  status: number;
  headers: Headers;
  request: QueryRequestInfo;
}): PolicyOutcome {
  const { policy, result, status, headers, request } = input;
  if (policy === "all") {
    const { data, errors, extensions } = result;
    return { ok: true, value: { data, errors, ...(extensions && { extensions }) } };
  }
  if (policy === "ignore") return { ok: true, value: result.data };
  const [first] = result.errors;
  if (first) {
    return {
      ok: false,
      error: new QueryClientError(first.message, {
        response: { status, headers, ...result },
        request,
      }),
    };
  }
  if (result.data === null) {
    return {
      ok: false,
      error: new QueryClientError(formatInvalidResponseMessage(status), {
        response: { status, headers, ...result },
        request,
      }),
    };
  }
  return { ok: true, value: result.data };
}
