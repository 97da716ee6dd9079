import { DEFAULT_METHOD } from "./constants";
import { describeOperation } from "./describe-operation";
import { normalizeResult } from "./normalize-result";
import { prepareExchange } from "./prepare-exchange";
import { resolveEndpoint } from "./resolve-endpoint";
import { toQueryClientError } from "./to-query-client-error";
import type {
  QueryClientOptions,
  QueryDocument,
  QueryRequestInfo,
  QueryResponse,
  RequestOptions,
  Variables,
} from "./types";

/**
 * One operation's response and what was asked for.
 *
 * @example
 * const { response, request } = await sendOperation({ options, document, variables, requestOptions });
 */
export interface SentOperation {
  response: QueryResponse<unknown>;
  request: QueryRequestInfo;
}

/**
 * Sends one operation (SPEC §4 first table): by GET when the client is set to
 * GET and the operation cannot mutate, otherwise by POST. Resolves with the
 * whole response, GraphQL errors included; rejects with a `QueryClientError` for
 * a status that is not ok, a network failure or a body that is not GraphQL.
 *
 * @example
 * const { response } = await sendOperation({ options, document: "{ forms { slug } }", variables: undefined, requestOptions: undefined });
 */
export async function sendOperation(input: {
  options: QueryClientOptions;
  document: QueryDocument<unknown, never>;
  variables: Variables | undefined;
  requestOptions: RequestOptions | undefined;
}): Promise<SentOperation> {
  const { options, document, variables, requestOptions } = input;
  const operation = describeOperation(document, requestOptions?.operationName);
  const url = resolveEndpoint(options.url);
  const method = operation.isMutation ? "POST" : (options.method ?? DEFAULT_METHOD);
  const request: QueryRequestInfo = {
    url,
    method,
    query: operation.query,
    variables,
    operationName: operation.operationName,
  };
  const { client, headers, state } = await prepareExchange({
    options,
    requestOptions,
    url,
    method,
    payload: { query: operation.query, variables, operationName: operation.operationName },
  });
  try {
    const raw = await client.rawRequest({
      query: operation.query,
      variables,
      requestHeaders: headers,
      signal: requestOptions?.signal,
    });
    return {
      response: { ...normalizeResult(raw), status: raw.status, headers: raw.headers },
      request,
    };
  } catch (error) {
    throw toQueryClientError({ error, request, state });
  }
}
