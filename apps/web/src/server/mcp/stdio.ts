/**
 * `npm run mcp`: Formwright's MCP server over stdio, for desktop assistants
 * (Claude Desktop and others start it as a child process). It is a client of
 * a running Formwright's GraphQL API, never of its database: every tool is an
 * API operation made with the API key, so the permission table, the
 * workspaces, the rate limits and the audit log apply as they do to the API
 * and to `/api/mcp`, and it needs no access to the server's files.
 *
 * FORMWRIGHT_URL: the instance (http://localhost:3000 by default).
 * FORMWRIGHT_MCP_API_KEY: an API key (its role and workspace are the tools').
 *
 * stdout carries the protocol only: everything else goes to stderr.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer } from "./create-mcp-server";
import { graphQLOverHttp } from "./graphql-executor";
import { stdioSettings } from "./stdio-settings";

async function main() {
  const settings = stdioSettings(process.env);
  if (!settings.ok) {
    process.stderr.write(`${settings.message}\n`);
    process.exit(2);
  }
  const server = createMcpServer(
    graphQLOverHttp({ url: settings.graphqlUrl, authorization: `Bearer ${settings.apiKey}` }),
  );
  await server.connect(new StdioServerTransport());
  process.stderr.write(`Formwright MCP server on stdio, for ${settings.graphqlUrl}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
