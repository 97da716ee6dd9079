import type { QueryErrorResponse, QueryRequestInfo } from "./types";

/**
 * Everything a {@link QueryClientError} is built from.
 *
 * @example
 * const init: QueryClientErrorInit = {
 *   response: { status: 503, headers: new Headers() },
 *   request: { url: "https://example.com/graphql", method: "POST", query: "{ forms { slug } }", variables: undefined, operationName: undefined },
 * };
 */
export interface QueryClientErrorInit {
  response: QueryErrorResponse;
  request: QueryRequestInfo;
  cause?: unknown;
}

/**
 * The one error type the query client throws for a failed exchange:
 * - HTTP status not ok: message `GraphQL Error (Code: {status})`; `response.errors`
 *   holds the GraphQL errors if the body carried any (a 400 for a malformed request);
 * - GraphQL errors under error policy `none`: message is the first error's message;
 * - network failure: message `Network error: ...`, `status` 0 (offer a retry);
 * - a body that is not a GraphQL response: message `Invalid GraphQL response (Code: {status})`.
 *
 * @example
 * try {
 *   await client.request(SubmitMutation, { input });
 * } catch (error) {
 *   if (error instanceof QueryClientError && error.status === 0) showRetry();
 *   else throw error;
 * }
 */
export class QueryClientError extends Error {
  override readonly name = "QueryClientError";
  /** HTTP status of the response; 0 when no response arrived (network failure). */
  readonly status: number;
  /** What came back: status, headers and, when the body could be read, data and errors. */
  readonly response: QueryErrorResponse;
  /** What was sent: endpoint, method, query, variables, operation name. */
  readonly request: QueryRequestInfo;

  constructor(message: string, init: QueryClientErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.response.status;
    this.response = init.response;
    this.request = init.request;
  }
}
