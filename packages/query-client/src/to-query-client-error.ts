import { ClientError } from "graphql-request";
import type { ExchangeState } from "./create-transport";
import {
  formatInvalidResponseMessage,
  formatNetworkMessage,
  formatStatusMessage,
} from "./error-messages";
import { NetworkFailure } from "./network-failure";
import { isRecord, normalizeErrors } from "./normalize-result";
import { QueryClientError } from "./query-client-error";
import type { QueryRequestInfo } from "./types";

/**
 * Turns whatever an exchange through graphql-request threw into the error this
 * client throws:
 * - graphql-request's `ClientError` (HTTP status not ok: this client asks it for
 *   error policy `all`, so it raises nothing else) -> `GraphQL Error (Code: {status})`,
 *   with the body's GraphQL errors, if any, in `response.errors`. Its own message
 *   appends a JSON dump of the request and response, variables included (form
 *   answers, in this app), which is why it is not kept, not even as `cause`;
 * - a {@link NetworkFailure} -> `Network error: ...` with status 0;
 * - anything else after the body arrived (it did not parse as GraphQL)
 *   -> `Invalid GraphQL response (Code: {status})`.
 * Errors from before the request left (an abort, a throwing middleware or headers
 * function) are returned untouched.
 *
 * @example
 * try { await client.rawRequest(...) } catch (error) { throw toQueryClientError({ error, request, state }) }
 */
export function toQueryClientError(input: {
  error: unknown;
  request: QueryRequestInfo;
  state: ExchangeState;
}): unknown {
  const { error, request, state } = input;
  if (error instanceof QueryClientError) return error;
  if (error instanceof NetworkFailure) {
    return new QueryClientError(formatNetworkMessage(error.cause), {
      response: { status: 0, headers: new Headers() },
      request,
      cause: error.cause,
    });
  }
  if (error instanceof ClientError) {
    const { status, headers, data, errors, extensions } = error.response;
    return new QueryClientError(formatStatusMessage(status), {
      response: {
        status,
        headers,
        ...(isRecord(data) && { data }),
        ...(errors !== undefined && { errors: normalizeErrors(errors) }),
        ...(isRecord(extensions) && { extensions }),
      },
      request,
    });
  }
  if (state.response) {
    const { status, headers } = state.response;
    return new QueryClientError(formatInvalidResponseMessage(status), {
      response: { status, headers },
      request,
      cause: error,
    });
  }
  return error;
}
