import type { DocumentNode } from "graphql";

/**
 * Variables of a GraphQL operation. `object` rather than `Record<string, unknown>`
 * so that interfaces (which have no index signature) are accepted too.
 *
 * @example
 * const variables: Variables = { slug: "contact" };
 */
export type Variables = object;

/**
 * Type marker carried by typed documents (structurally identical to
 * `@graphql-typed-document-node/core`, so GraphQL Code Generator output fits).
 *
 * @example
 * type Marker = DocumentTypeDecoration<{ form: { title: string } }, { slug: string }>;
 */
export interface DocumentTypeDecoration<TResult, TVariables> {
  /** Never set at run time; only carries the result and variables types. */
  __apiType?: (variables: TVariables) => TResult;
}

/**
 * A parsed GraphQL document that knows its result and variables types.
 *
 * @example
 * import { parse } from "graphql";
 * const FormQuery = parse("query Form($slug: String!) { form(slug: $slug) { title } }") as TypedDocumentNode<
 *   { form: { title: string } | null },
 *   { slug: string }
 * >;
 */
export interface TypedDocumentNode<TResult = Record<string, unknown>, TVariables = Variables>
  extends DocumentNode,
    DocumentTypeDecoration<TResult, TVariables> {}

/**
 * A document as a boxed string that knows its types (GraphQL Code Generator's
 * `documentMode: "string"`).
 *
 * @example
 * declare const FormQuery: TypedDocumentString<{ form: { title: string } }, { slug: string }>;
 */
// biome-ignore lint/complexity/noBannedTypes: codegen's TypedDocumentString extends the boxed String
export type TypedDocumentString<TResult, TVariables> = String &
  DocumentTypeDecoration<TResult, TVariables>;

/**
 * Anything the client accepts as an operation: GraphQL source text, a parsed
 * document, or a typed document (whose result and variables types are then inferred).
 *
 * @example
 * const document: QueryDocument = "{ forms { slug } }";
 */
export type QueryDocument<TData = unknown, TVariables = Variables> =
  | string
  | TypedDocumentNode<TData, TVariables>
  | TypedDocumentString<TData, TVariables>;

/**
 * The result type a typed document carries, `unknown` for plain text (a
 * `QueryDocument<T>` union, text included, gives `T`).
 *
 * @example
 * type Data = ResultOf<typeof FormQuery>; // { form: { title: string } | null }
 */
export type ResultOf<TDocument> = [Exclude<TDocument, string>] extends [never]
  ? unknown
  : Exclude<TDocument, string> extends DocumentTypeDecoration<infer TResult, infer _TVariables>
    ? TResult
    : unknown;
