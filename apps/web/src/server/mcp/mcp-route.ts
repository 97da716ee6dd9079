import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Database } from "../db/database";
import { GRAPHQL_PATH } from "../graphql/yoga";
import { type BearerAttempts, resolveActor } from "../services/auth/actor";
import { decideForActor } from "../services/workspaces/access";
import { createMcpServer } from "./create-mcp-server";
import { graphQLOverHttp } from "./graphql-executor";

/** This route in the permission table. */
const MCP_ACTION = "POST /api/mcp";

/** What a request without a valid API key is told (in a JSON-RPC error, with 401). */
export const MCP_NOT_AUTHORIZED =
  "Not authorized: send a Formwright API key as the bearer (Authorization: Bearer <key>); owners create keys under API keys";

/** Runs a request to the API in process, as Yoga would take it from the network. */
export type GraphQLFetch = (request: Request, req: IncomingMessage) => Promise<Response>;

/** JSON-RPC's "no id" error answer, with an HTTP status. */
function refuse(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

/**
 * `POST /api/mcp`: the MCP server over Streamable HTTP, stateless (a server
 * and a transport per request, JSON answers, no session), for assistants
 * that reach Formwright over the network. The caller is its API key
 * (`Authorization: Bearer`, never a session cookie): 401 with a JSON-RPC
 * error without a valid one. Each tool runs the GraphQL API in process with
 * the same `Authorization` and this request's address, so Yoga decides,
 * limits and audits every act as for the API itself.
 */
export async function handleMcpRoute(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    db: Database;
    adminToken: string | undefined;
    bearerAttempts?: BearerAttempts;
    bodyLimitBytes: number;
    graphqlFetch: GraphQLFetch;
  },
): Promise<void> {
  if (req.method !== "POST") {
    req.resume();
    return refuse(
      res,
      405,
      -32000,
      "Method not allowed: this MCP server is stateless, send each JSON-RPC message with POST",
      { allow: "POST" },
    );
  }
  const authorization = req.headers.authorization ?? null;
  const actor = authorization
    ? await resolveActor(options.db, {
        authorization,
        cookie: null,
        adminToken: options.adminToken,
        bearerAttempts: options.bearerAttempts,
      })
    : null;
  if (!actor || !authorization) {
    req.resume();
    return refuse(res, 401, -32001, MCP_NOT_AUTHORIZED, { "www-authenticate": "Bearer" });
  }
  const decision = await decideForActor(options.db, actor, MCP_ACTION);
  if (!decision.allowed) {
    req.resume();
    return decision.reason === "forbidden"
      ? refuse(res, 403, -32001, decision.message)
      : refuse(res, 401, -32001, MCP_NOT_AUTHORIZED, { "www-authenticate": "Bearer" });
  }
  const server = createMcpServer(
    graphQLOverHttp({
      url: `http://localhost${GRAPHQL_PATH}`,
      authorization,
      send: (request) => options.graphqlFetch(request, req),
    }),
  );
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: options.bodyLimitBytes,
  });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}
