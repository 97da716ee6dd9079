import type { QueryDocument, Variables } from "./document-types";
import type { BatchEntryInput, BatchOptions, ErrorPolicy, RequestArgs } from "./request-types";
import type { BatchResults, PolicyResult, QueryResponse } from "./result-types";

/**
 * A GraphQL client bound to one endpoint and one error policy.
 *
 * @example
 * const client: QueryClient = createQueryClient({ url: "/api/graphql" });
 */
export interface QueryClient<TPolicy extends ErrorPolicy = "none"> {
  /** The error policy this client applies. */
  readonly errorPolicy: TPolicy;
  /**
   * Runs one operation. Resolves with what the error policy says
   * ({@link PolicyResult}); rejects with a {@link QueryClientError}.
   */
  request<TData = unknown, TVariables extends Variables = Variables>(
    document: QueryDocument<TData, TVariables>,
    ...args: RequestArgs<TVariables>
  ): Promise<PolicyResult<TPolicy, TData>>;
  /**
   * Runs one operation and resolves with the whole response (data, errors,
   * status, headers) whatever the error policy. Rejects only for HTTP, network
   * and malformed-response failures.
   */
  rawRequest<TData = unknown, TVariables extends Variables = Variables>(
    document: QueryDocument<TData, TVariables>,
    ...args: RequestArgs<TVariables>
  ): Promise<QueryResponse<TData>>;
  /**
   * Sends several operations in one POST with a JSON array body; resolves with
   * one result per entry, each shaped by the error policy.
   */
  batchRequests<const TEntries extends readonly BatchEntryInput[]>(
    entries: TEntries,
    options?: BatchOptions,
  ): Promise<BatchResults<TPolicy, TEntries>>;
}
