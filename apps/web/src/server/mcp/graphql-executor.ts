import type { DocumentIssue } from "@formwright/core";
import { formatDocumentIssues } from "@formwright/core";

/** One error of a GraphQL answer, as the API sends it. */
export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: unknown; issues?: unknown; [key: string]: unknown };
}

/**
 * Runs one GraphQL operation of Formwright's API as the MCP caller (its API
 * key) and answers the operation's `data`, or throws a {@link ToolFailure}
 * in words an assistant can act on. Both transports run every tool through
 * one of these, so each tool is an API operation: the permission table, the
 * workspaces, the rate limits and the audit log apply as they do to the API.
 */
// biome-ignore lint/suspicious/noExplicitAny: each tool reads its own operation's shape
export type ExecuteGraphQL = (query: string, variables?: Record<string, unknown>) => Promise<any>;

/** A tool's call failed: the words for the assistant, and the document's problems if that was it. */
export class ToolFailure extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly issues: DocumentIssue[] = [],
  ) {
    super(message);
  }
}

/**
 * An {@link ExecuteGraphQL} over HTTP: POSTs to `url` (a Formwright
 * `/api/graphql`) with `authorization`, through `send` (the network's
 * `fetch` for `npm run mcp`, the server's own Yoga in process for
 * `/api/mcp`).
 *
 * @example
 * const execute = graphQLOverHttp({ url: "https://forms.example.com/api/graphql", authorization: `Bearer ${key}` });
 * const { forms } = await execute(`{ forms { id } }`);
 */
export function graphQLOverHttp(options: {
  url: string;
  authorization: string;
  send?: (request: Request) => Promise<Response>;
}): ExecuteGraphQL {
  const send = options.send ?? ((request: Request) => fetch(request));
  return async (query, variables = {}) => {
    let response: Response;
    try {
      response = await send(
        new Request(options.url, {
          method: "POST",
          headers: {
            authorization: options.authorization,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ query, variables }),
        }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ToolFailure(`Could not reach Formwright at ${options.url}: ${reason}`);
    }
    const text = await response.text();
    let body: { data?: Record<string, unknown> | null; errors?: GraphQLErrorBody[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new ToolFailure(
        `Formwright answered ${response.status} without JSON: ${text.slice(0, 200)}`,
      );
    }
    const [first] = body.errors ?? [];
    if (first) throw failureOf(first);
    if (!response.ok || !body.data) {
      throw new ToolFailure(`Formwright answered ${response.status} without data`);
    }
    return body.data;
  };
}

/** A GraphQL error in words: a document's problems one per line, each at its path. */
export function failureOf(error: GraphQLErrorBody): ToolFailure {
  const code = typeof error.extensions?.code === "string" ? error.extensions.code : null;
  const issues = documentIssuesOf(error.extensions?.issues);
  if (issues.length > 0) {
    return new ToolFailure(
      `${formatDocumentIssues(issues)}\nFix each problem at its path (see the resource formwright://schema/form-document.schema.json and formwright://docs/form-document.md) and call the tool again with the whole corrected document.`,
      code,
      issues,
    );
  }
  return new ToolFailure(code ? `${error.message} (${code})` : error.message, code);
}

function documentIssuesOf(value: unknown): DocumentIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) =>
    issue !== null &&
    typeof issue === "object" &&
    typeof (issue as DocumentIssue).path === "string" &&
    typeof (issue as DocumentIssue).message === "string"
      ? [{ path: (issue as DocumentIssue).path, message: (issue as DocumentIssue).message }]
      : [],
  );
}
