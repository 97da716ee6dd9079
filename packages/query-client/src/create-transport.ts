import { ACCEPT_HEADER_VALUE } from "./constants";
import { minifyQuery } from "./minify-query";
import { NetworkFailure } from "./network-failure";
import type {
  HttpMethod,
  QueryFetch,
  QueryOperation,
  QueryRequestInit,
  RequestMiddleware,
} from "./types";

/**
 * What the transport saw of the response, for the errors raised after it.
 *
 * @example
 * const state: ExchangeState = {};
 */
export interface ExchangeState {
  response?: { status: number; headers: Headers; body: string };
}

/**
 * Everything {@link createTransport} needs for one exchange.
 *
 * @example
 * const init: TransportInit = { method: "POST", payload: operation, fetch: undefined, requestMiddleware: undefined, state: {} };
 */
export interface TransportInit {
  method: HttpMethod;
  /** One operation, or the operations of a batch. */
  payload: QueryOperation | readonly QueryOperation[];
  fetch: QueryFetch | undefined;
  requestMiddleware: RequestMiddleware | undefined;
  state: ExchangeState;
}

// Keys graphql-request spreads from its own config into the fetch init.
const GRAPHQL_REQUEST_INIT_KEYS = ["errorPolicy", "jsonSerializer"];

/**
 * The `fetch` handed to graphql-request: the last step before the network,
 * where this client takes over from it.
 *
 * 1. Puts the exact payload on the wire: the POST body `{ query, variables,
 *    operationName }` (graphql-request drops an operation name it did not infer
 *    itself, and leaves it out of batches) or, for GET, a `query` parameter
 *    minified without corrupting string literals; with the SPEC §4 `Accept`
 *    header and, on a POST, `Content-Type: application/json`, unless set already.
 * 2. Runs the request middleware on that final request, GET parameters included.
 * 3. Calls fetch and reads the whole body, so a connection lost at any point is
 *    reported as a {@link NetworkFailure}; an abort is rethrown untouched.
 *
 * @example
 * new GraphQLClient(url, { fetch: createTransport({ method, payload, fetch, requestMiddleware, state }) });
 */
export function createTransport(init: TransportInit): typeof fetch {
  return async (input, requestInit) => {
    const { payload, method } = init;
    const single = isSingle(payload) ? payload : undefined;
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const prepared: QueryRequestInit = {
      ...withoutGraphqlRequestKeys(requestInit),
      url: url.href,
      method,
      headers: new Headers(requestInit?.headers),
      operationName: single?.operationName,
      variables: single?.variables,
    };
    // graphql-request sets these two as well; they are set here too because
    // SPEC §4 makes them this client's contract, whatever a later version does.
    if (!prepared.headers.has("Accept")) prepared.headers.set("Accept", ACCEPT_HEADER_VALUE);
    if (method === "POST") {
      if (!prepared.headers.has("Content-Type")) {
        prepared.headers.set("Content-Type", "application/json");
      }
      prepared.body = JSON.stringify(payload);
    } else if (single) {
      url.searchParams.set("query", minifyQuery(single.query));
      if (single.operationName) url.searchParams.set("operationName", single.operationName);
      else url.searchParams.delete("operationName");
      prepared.url = url.href;
    }

    const final: RequestInit & { url: string; operationName?: unknown; variables?: unknown } =
      init.requestMiddleware ? await init.requestMiddleware(prepared) : prepared;
    const { url: target, operationName: _name, variables: _variables, ...fetchInit } = final;

    try {
      const response = await (init.fetch ?? globalFetch)(target, fetchInit);
      // Read a copy to the end here, where a broken connection is still known to
      // be one; graphql-request then reads the original from the tee's buffer.
      const body = await response.clone().text();
      init.state.response = { status: response.status, headers: response.headers, body };
      return response;
    } catch (error) {
      if (fetchInit.signal?.aborted || isAbortError(error)) throw error;
      throw new NetworkFailure(error);
    }
  };
}

function isSingle(payload: TransportInit["payload"]): payload is QueryOperation {
  return !Array.isArray(payload);
}

// Called through globalThis at each request: a detached `fetch` throws
// "Illegal invocation" in browsers, and tests or polyfills may replace it later.
function globalFetch(url: string, init: RequestInit): Promise<Response> {
  return globalThis.fetch(url, init);
}

function withoutGraphqlRequestKeys(init: RequestInit | undefined): RequestInit {
  const copy: Record<string, unknown> & RequestInit = { ...init };
  for (const key of GRAPHQL_REQUEST_INIT_KEYS) delete copy[key];
  return copy;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
