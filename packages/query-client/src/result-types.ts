import type { GraphQLFormattedError } from "graphql";
import type { ResultOf } from "./document-types";
import type { ErrorPolicy } from "./request-types";

/**
 * The GraphQL part of a response: data (`null` when absent) and the errors
 * (empty when none). `extensions` is present only when the server sent it.
 *
 * @example
 * const result: QueryResult<{ form: { title: string } }> = {
 *   data: { form: { title: "Contact" } },
 *   errors: [],
 * };
 */
export interface QueryResult<TData> {
  data: TData | null;
  errors: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/**
 * A whole response: the GraphQL result plus HTTP status and headers.
 * Returned by `client.rawRequest` and given to the response middleware.
 *
 * @example
 * const response = await client.rawRequest<{ forms: { slug: string }[] }>("{ forms { slug } }");
 * response.headers.get("X-RateLimit-Remaining");
 */
export interface QueryResponse<TData> extends QueryResult<TData> {
  status: number;
  headers: Headers;
}

/**
 * A batch response as the response middleware sees it: one result per operation.
 *
 * @example
 * const onResponse: ResponseMiddleware = (outcome) => {
 *   if (!(outcome instanceof Error) && "results" in outcome) console.log(outcome.results.length);
 * };
 */
export interface BatchQueryResponse {
  status: number;
  headers: Headers;
  results: QueryResult<unknown>[];
}

/**
 * What a {@link QueryClientError} knows of the response. For a network failure
 * `status` is 0 and the headers are empty.
 *
 * @example
 * const response: QueryErrorResponse = { status: 503, headers: new Headers() };
 */
export interface QueryErrorResponse {
  status: number;
  headers: Headers;
  data?: unknown;
  errors?: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/**
 * What `request` returns under an error policy: the data for `none`, the data or
 * `null` for `ignore` (a failed operation may have no data), `{ data, errors }` for `all`.
 *
 * @example
 * type Value = PolicyResult<"all", { forms: string[] }>; // QueryResult<{ forms: string[] }>
 */
export type PolicyResult<TPolicy extends ErrorPolicy, TData> = TPolicy extends "all"
  ? QueryResult<TData>
  : TPolicy extends "ignore"
    ? TData | null
    : TData;

/**
 * The per-operation results of `batchRequests`, in the order of its entries.
 *
 * @example
 * type Results = BatchResults<"none", [{ document: TypedDocumentNode<{ a: 1 }> }]>; // [{ a: 1 }]
 */
export type BatchResults<TPolicy extends ErrorPolicy, TEntries extends readonly unknown[]> = {
  -readonly [K in keyof TEntries]: PolicyResult<
    TPolicy,
    TEntries[K] extends { document: infer TDocument } ? ResultOf<TDocument> : unknown
  >;
};
