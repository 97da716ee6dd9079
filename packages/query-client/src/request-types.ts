import type { QueryDocument, Variables } from "./document-types";
import type { QueryClientError } from "./query-client-error";
import type { BatchQueryResponse, QueryResponse } from "./result-types";

/**
 * HTTP method the client may use. Mutations always go by POST.
 *
 * @example
 * const method: HttpMethod = "GET";
 */
export type HttpMethod = "GET" | "POST";

/**
 * What the client does when a response carries GraphQL `errors` (SPEC §4):
 * - `none` (default): throw a {@link QueryClientError} with the first error's message;
 * - `ignore`: return the data, drop the errors;
 * - `all`: return `{ data, errors }`.
 *
 * @example
 * const policy: ErrorPolicy = "all";
 */
export type ErrorPolicy = "none" | "ignore" | "all";

/**
 * HTTP headers as a plain record. An `undefined` value leaves the header out,
 * which keeps conditional headers short.
 *
 * @example
 * const headers: HeadersRecord = { Authorization: token ? `Bearer ${token}` : undefined };
 */
export type HeadersRecord = Record<string, string | undefined>;

/**
 * Client-level headers: a record, or a function called before every request
 * (it may be async, e.g. to read a fresh token).
 *
 * @example
 * const headers: ClientHeaders = async () => ({ Authorization: `Bearer ${await getToken()}` });
 */
export type ClientHeaders = HeadersRecord | (() => HeadersRecord | Promise<HeadersRecord>);

/**
 * The fetch implementation the client calls. `globalThis.fetch` fits, and so
 * does any function with the same call shape.
 *
 * @example
 * const loggingFetch: QueryFetch = (url, init) => {
 *   console.log(init.method, url);
 *   return fetch(url, init);
 * };
 */
export type QueryFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Extra `fetch` options (cache mode, `credentials`, Next.js `next: { revalidate }` ...).
 * Method, headers, body and signal are the client's to set.
 *
 * @example
 * const fetchOptions: QueryFetchOptions = { cache: "no-store" };
 */
export type QueryFetchOptions = Omit<RequestInit, "method" | "headers" | "body" | "signal">;

/**
 * One GraphQL operation as sent.
 *
 * @example
 * const operation: QueryOperation = { query: "{ forms { slug } }", variables: undefined, operationName: undefined };
 */
export interface QueryOperation {
  query: string;
  variables: Variables | undefined;
  operationName: string | undefined;
}

/**
 * What was asked for: carried by every {@link QueryClientError} and given to the
 * response middleware.
 *
 * For a batch, `batch` lists every operation; `query`, `variables`,
 * `operationName` and `batchIndex` describe the operation an error is about, and
 * when the whole batch failed (HTTP or network) `query` is the documents joined
 * by a blank line and `variables`/`operationName` are `undefined`.
 *
 * @example
 * const info: QueryRequestInfo = {
 *   url: "https://example.com/graphql",
 *   method: "POST",
 *   query: "query Form { form { title } }",
 *   variables: undefined,
 *   operationName: "Form",
 * };
 */
export interface QueryRequestInfo extends QueryOperation {
  /** The endpoint URL (for GET, without the operation's query parameters). */
  url: string;
  method: HttpMethod;
  /** Batches only: every operation of the batch, in order. */
  batch?: readonly QueryOperation[];
  /** Batches only: the position in `batch` of the operation an error is about. */
  batchIndex?: number;
}

/**
 * The request as the request middleware sees it: final URL (for GET, with its
 * query parameters), method, headers and body, plus the operation it carries.
 *
 * @example
 * const init: QueryRequestInit = {
 *   url: "https://example.com/graphql",
 *   method: "POST",
 *   headers: new Headers(),
 *   operationName: "Form",
 *   variables: { slug: "contact" },
 * };
 */
export interface QueryRequestInit extends RequestInit {
  url: string;
  method: HttpMethod;
  headers: Headers;
  /** The operation's name; `undefined` for a batch or an anonymous operation. */
  operationName: string | undefined;
  /** The operation's variables; `undefined` for a batch. */
  variables: Variables | undefined;
}

/**
 * Called before every request; returns the request to send (it may change the
 * URL, headers, body or any other fetch option). May be async.
 *
 * @example
 * const requestMiddleware: RequestMiddleware = (request) => {
 *   request.headers.set("X-Request-Id", crypto.randomUUID());
 *   return request;
 * };
 */
export type RequestMiddleware = (
  request: QueryRequestInit,
) => (RequestInit & { url: string }) | Promise<RequestInit & { url: string }>;

/**
 * Called once per exchange with the response (whatever the error policy, errors
 * included) or with the {@link QueryClientError} about to be thrown. May be async;
 * the request settles after it.
 *
 * @example
 * const responseMiddleware: ResponseMiddleware = (outcome, request) => {
 *   if (outcome instanceof QueryClientError) reportError(outcome, request.operationName);
 * };
 */
export type ResponseMiddleware = (
  outcome: QueryResponse<unknown> | BatchQueryResponse | QueryClientError,
  request: QueryRequestInfo,
) => void | Promise<void>;

/**
 * Options of {@link createQueryClient}.
 *
 * @example
 * const options: QueryClientOptions<"none"> = { url: "/api/graphql", method: "GET" };
 */
export interface QueryClientOptions<TPolicy extends ErrorPolicy = ErrorPolicy> {
  /** The GraphQL endpoint. A relative URL is resolved against the page's location (browser only). */
  url: string;
  /** Method for queries; mutations and batches always use POST. Default `"POST"`. */
  method?: HttpMethod;
  /** Headers sent with every request (per-request headers win). */
  headers?: ClientHeaders;
  /** What to do with GraphQL errors in a response. Default `"none"`. */
  errorPolicy?: TPolicy;
  requestMiddleware?: RequestMiddleware;
  responseMiddleware?: ResponseMiddleware;
  /** Fetch implementation. Default: `globalThis.fetch`, looked up at each request. */
  fetch?: QueryFetch;
  /** Fetch credentials mode, e.g. `"include"` to send cookies to another origin. */
  credentials?: RequestCredentials;
  /** Any other fetch options, for every request. */
  fetchOptions?: QueryFetchOptions;
}

/**
 * Per-request options.
 *
 * @example
 * const options: RequestOptions = { headers: { "X-Form": "contact" }, signal: AbortSignal.timeout(5000) };
 */
export interface RequestOptions {
  /** Picks the operation to run in a document that holds several. */
  operationName?: string;
  /** Headers for this request only; they win over the client's. */
  headers?: HeadersRecord;
  signal?: AbortSignal;
  /** Fetch options for this request only; they win over the client's. */
  fetchOptions?: QueryFetchOptions;
}

/**
 * The arguments after the document: variables (required when the document's
 * variables type has required keys) and per-request options.
 *
 * @example
 * type Args = RequestArgs<{ slug: string }>; // [variables: { slug: string }, options?: RequestOptions]
 */
export type RequestArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

/**
 * One operation of a batch.
 *
 * @example
 * const entry: BatchEntry = { document: "{ forms { slug } }" };
 */
export interface BatchEntry<TData = unknown, TVariables = Variables> {
  document: QueryDocument<TData, TVariables>;
  variables?: TVariables;
  operationName?: string;
}

/**
 * What `batchRequests` accepts as an entry: any document with any variables.
 * Each entry's result type is still inferred from its document; its variables
 * are not checked against it (use {@link BatchEntry} to annotate an entry that should be).
 *
 * @example
 * const entry: BatchEntryInput = { document: FormQuery, variables: { slug: "contact" } };
 */
export interface BatchEntryInput {
  document: QueryDocument<unknown, never>;
  variables?: Variables;
  operationName?: string;
}

/**
 * Options of a batch request (`operationName` is given per entry instead).
 *
 * @example
 * const options: BatchOptions = { signal: AbortSignal.timeout(5000) };
 */
export type BatchOptions = Omit<RequestOptions, "operationName">;
