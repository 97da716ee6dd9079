import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerFormTools } from "./form-tools";
import type { ExecuteGraphQL } from "./graphql-executor";
import {
  FORM_DOCUMENT_DOCS_URI,
  FORM_DOCUMENT_SCHEMA_URI,
  formDocumentDocsText,
  formDocumentSchemaText,
} from "./resources";
import { registerSubmissionTools } from "./submission-tools";

/** The name and version the server gives MCP clients. */
export const MCP_SERVER_INFO = { name: "formwright", version: "0.1.0" } as const;

/**
 * Formwright's MCP server (issue 35 §4): its tools and resources, each tool
 * one or two operations of the GraphQL API run by `execute` as the caller's
 * API key (see {@link ExecuteGraphQL}), so the permission table and the audit
 * log see the API. One server per connection (stdio) or per request
 * (Streamable HTTP, stateless).
 *
 * @example
 * const server = createMcpServer(graphQLOverHttp({ url, authorization: `Bearer ${key}` }));
 * await server.connect(new StdioServerTransport());
 */
export function createMcpServer(execute: ExecuteGraphQL): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions: `Formwright forms and their submissions. Before writing a form document, read the resources ${FORM_DOCUMENT_SCHEMA_URI} (its JSON Schema) and ${FORM_DOCUMENT_DOCS_URI} (every key explained). create_form and update_form_draft answer a rejected document's problems one per line as "path: message": fix those and send the whole document again. Forms go live only with publish_form.`,
  });

  registerFormTools(server, execute);
  registerSubmissionTools(server, execute);

  server.registerResource(
    "form-document-schema",
    FORM_DOCUMENT_SCHEMA_URI,
    {
      title: "Form document JSON Schema",
      description:
        "The JSON Schema (draft 2020-12) of a Formwright form document, made from the schema the server checks with.",
      mimeType: "application/schema+json",
    },
    (uri) => ({
      contents: [
        { uri: uri.href, mimeType: "application/schema+json", text: formDocumentSchemaText() },
      ],
    }),
  );

  server.registerResource(
    "form-document-docs",
    FORM_DOCUMENT_DOCS_URI,
    {
      title: "Form document reference (docs/form-document.md)",
      description: "Every key of a form document, every block type, with examples.",
      mimeType: "text/markdown",
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: "text/markdown", text: await formDocumentDocsText() }],
    }),
  );

  return server;
}
