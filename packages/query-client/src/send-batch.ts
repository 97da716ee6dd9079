import { describeOperation } from "./describe-operation";
import { formatInvalidResponseMessage } from "./error-messages";
import { isRecord, normalizeErrors, normalizeResult } from "./normalize-result";
import { prepareExchange } from "./prepare-exchange";
import { QueryClientError } from "./query-client-error";
import { resolveEndpoint } from "./resolve-endpoint";
import { toQueryClientError } from "./to-query-client-error";
import type {
  BatchEntryInput,
  BatchOptions,
  BatchQueryResponse,
  QueryClientOptions,
  QueryOperation,
  QueryRequestInfo,
} from "./types";

/**
 * A batch's response and what was asked for.
 *
 * @example
 * const { response, request } = await sendBatch({ options, entries, requestOptions: undefined });
 */
export interface SentBatch {
  response: BatchQueryResponse;
  request: QueryRequestInfo;
}

/**
 * Sends several operations as one POST whose body is a JSON array of
 * `{ query, variables, operationName }` (always POST: GET batching is rarely
 * supported by servers and a batch may hold a mutation). Resolves with one result
 * per entry, errors included. A server that answers the array with one object
 * (it does not batch) gets a `QueryClientError` with that object's first error
 * message, or an invalid-response error when it has none.
 *
 * @example
 * const { response } = await sendBatch({ options, entries: [{ document: "{ a }" }, { document: "{ b }" }], requestOptions: undefined });
 * response.results.length; // 2
 */
export async function sendBatch(input: {
  options: QueryClientOptions;
  entries: readonly BatchEntryInput[];
  requestOptions: BatchOptions | undefined;
}): Promise<SentBatch> {
  const { options, entries, requestOptions } = input;
  const operations: QueryOperation[] = entries.map((entry) => {
    const { query, operationName } = describeOperation(entry.document, entry.operationName);
    return { query, variables: entry.variables, operationName };
  });
  const url = resolveEndpoint(options.url);
  const request: QueryRequestInfo = {
    url,
    method: "POST",
    query: operations.map((operation) => operation.query).join("\n\n"),
    variables: undefined,
    operationName: undefined,
    batch: operations,
  };
  const { client, headers, state } = await prepareExchange({
    options,
    requestOptions,
    url,
    method: "POST",
    payload: operations,
  });
  try {
    const data: unknown = await client.batchRequests({
      documents: operations.map(({ query, variables }) => ({ document: query, variables })),
      requestHeaders: headers,
      signal: requestOptions?.signal,
    });
    const received = state.response;
    if (!received) throw new Error("The batch settled without a response");
    const { status, headers: responseHeaders } = received;
    if (!Array.isArray(data) || data.length !== operations.length) {
      throw rejectedBatchError({ body: received.body, status, headers: responseHeaders, request });
    }
    return {
      response: { status, headers: responseHeaders, results: data.map(normalizeResult) },
      request,
    };
  } catch (error) {
    throw toQueryClientError({ error, request, state });
  }
}

function rejectedBatchError(input: {
  body: string;
  status: number;
  headers: Headers;
  request: QueryRequestInfo;
}): QueryClientError {
  const { body, status, headers, request } = input;
  const parsed = parseJson(body);
  const errors = isRecord(parsed) ? normalizeErrors(parsed.errors) : [];
  const [first] = errors;
  return new QueryClientError(first ? first.message : formatInvalidResponseMessage(status), {
    response: { status, headers, ...(first && { errors }) },
    request,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
