import { GraphQLClient } from "graphql-request";
import { createTransport, type ExchangeState } from "./create-transport";
import { mergeHeaders } from "./merge-headers";
import type { BatchOptions, HttpMethod, QueryClientOptions, QueryOperation } from "./types";

/**
 * A graphql-request client set up for one exchange, with the headers to send
 * and the state its transport fills in.
 *
 * @example
 * const { client, headers, state } = await prepareExchange({ options, requestOptions, url, method, payload });
 */
export interface PreparedExchange {
  client: GraphQLClient;
  headers: Headers;
  state: ExchangeState;
}

/**
 * Sets up one exchange: merges headers and fetch options (client first, then
 * the request's) and builds a graphql-request client that uses this client's
 * transport. graphql-request is always asked for error policy `all`, so that it
 * returns data and errors together and raises only for a status that is not
 * ok; the real policy is applied afterwards, per operation.
 *
 * @example
 * const { client, headers } = await prepareExchange({ options, requestOptions, url, method: "POST", payload: operation });
 * await client.rawRequest({ query, variables, requestHeaders: headers });
 */
export async function prepareExchange(input: {
  options: QueryClientOptions;
  requestOptions: BatchOptions | undefined;
  url: string;
  method: HttpMethod;
  payload: QueryOperation | readonly QueryOperation[];
}): Promise<PreparedExchange> {
  const { options, requestOptions, url, method, payload } = input;
  const headers = await mergeHeaders(options.headers, requestOptions?.headers);
  const state: ExchangeState = {};
  const client = new GraphQLClient(url, {
    ...options.fetchOptions,
    ...(options.credentials && { credentials: options.credentials }),
    ...requestOptions?.fetchOptions,
    method,
    errorPolicy: "all",
    fetch: createTransport({
      method,
      payload,
      fetch: options.fetch,
      requestMiddleware: options.requestMiddleware,
      state,
    }),
  });
  return { client, headers, state };
}
