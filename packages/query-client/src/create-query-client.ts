import { applyErrorPolicy } from "./apply-error-policy";
import { DEFAULT_ERROR_POLICY } from "./constants";
import { QueryClientError } from "./query-client-error";
import { sendBatch } from "./send-batch";
import { sendOperation } from "./send-operation";
import type {
  BatchEntryInput,
  BatchOptions,
  ErrorPolicy,
  QueryClient,
  QueryClientOptions,
  QueryDocument,
  QueryResponse,
  RequestOptions,
  ResponseMiddleware,
  Variables,
} from "./types";

/**
 * Creates the GraphQL client of SPEC §4, on graphql-request 7. Works in browsers
 * and in Node (Next.js server components, route handlers).
 *
 * - Queries go by POST with the JSON body `{ query, variables, operationName }`,
 *   or by GET (query, variables and operationName in the URL) when `method` is
 *   `"GET"`; mutations and batches always go by POST.
 * - Every request sends `Accept: application/graphql-response+json, application/json`.
 * - The error policy fixes what `request` returns: the data (`none`, the default,
 *   which throws on GraphQL errors), the data or `null` (`ignore`), or
 *   `{ data, errors }` (`all`). `rawRequest` always returns the whole response.
 * - Failures throw a {@link QueryClientError}.
 *
 * @example
 * import { createQueryClient, gql } from "@formwright/query-client";
 *
 * const client = createQueryClient({
 *   url: "/api/graphql",
 *   method: "GET",
 *   headers: () => ({ Authorization: `Bearer ${readToken()}` }),
 * });
 * const data = await client.request<{ form: { title: string } | null }>(
 *   gql`query Form($slug: String!) { form(slug: $slug) { title } }`,
 *   { slug: "contact" },
 * );
 *
 * @example
 * const tolerant = createQueryClient({ url, errorPolicy: "all" });
 * const { data, errors } = await tolerant.request(FormsQuery);
 */
export function createQueryClient(
  options: QueryClientOptions<"none"> & { errorPolicy?: "none" },
): QueryClient<"none">;
export function createQueryClient<const TPolicy extends ErrorPolicy>(
  options: QueryClientOptions<TPolicy> & { errorPolicy: TPolicy },
): QueryClient<TPolicy>;
export function createQueryClient(options: QueryClientOptions): QueryClient<ErrorPolicy> {
  const errorPolicy = options.errorPolicy ?? DEFAULT_ERROR_POLICY;
  const notify = options.responseMiddleware ?? noMiddleware;

  async function rawRequest(
    document: QueryDocument<unknown, never>,
    variables?: Variables,
    requestOptions?: RequestOptions,
  ): Promise<QueryResponse<unknown>> {
    const { response, request: info } = await send(() =>
      sendOperation({ options, document, variables, requestOptions }),
    );
    await notify(response, info);
    return response;
  }

  async function request(
    document: QueryDocument<unknown, never>,
    variables?: Variables,
    requestOptions?: RequestOptions,
  ): Promise<unknown> {
    const { response, request: info } = await send(() =>
      sendOperation({ options, document, variables, requestOptions }),
    );
    const { status, headers, ...result } = response;
    const outcome = applyErrorPolicy({
      policy: errorPolicy,
      result,
      status,
      headers,
      request: info,
    });
    if (!outcome.ok) return fail(outcome.error);
    await notify(response, info);
    return outcome.value;
  }

  async function batchRequests(
    entries: readonly BatchEntryInput[],
    requestOptions?: BatchOptions,
  ): Promise<unknown[]> {
    const { response, request: info } = await send(() =>
      sendBatch({ options, entries, requestOptions }),
    );
    const { status, headers } = response;
    const outcomes = response.results.map((result, batchIndex) =>
      applyErrorPolicy({
        policy: errorPolicy,
        result,
        status,
        headers,
        request: { ...info, ...info.batch?.[batchIndex], batchIndex },
      }),
    );
    // Under `none` the first operation with errors fails the whole batch.
    for (const outcome of outcomes) if (!outcome.ok) return fail(outcome.error);
    await notify(response, info);
    return outcomes.map((outcome) => (outcome.ok ? outcome.value : null));
  }

  async function send<T>(exchange: () => Promise<T>): Promise<T> {
    try {
      return await exchange();
    } catch (error) {
      if (error instanceof QueryClientError) return fail(error);
      throw error;
    }
  }

  // Every QueryClientError reaches the response middleware before it is thrown.
  async function fail(error: QueryClientError): Promise<never> {
    await notify(error, error.request);
    throw error;
  }

  // The public signatures are generic over data and variables types that exist
  // only at compile time; the implementations work on `unknown`.
  return {
    errorPolicy,
    request: request as QueryClient<ErrorPolicy>["request"],
    rawRequest: rawRequest as QueryClient<ErrorPolicy>["rawRequest"],
    batchRequests: batchRequests as QueryClient<ErrorPolicy>["batchRequests"],
  };
}

const noMiddleware: ResponseMiddleware = () => {};
