import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { type ExecuteGraphQL, ToolFailure } from "./graphql-executor";
import {
  FORM_DOCUMENT_DOCS_URI,
  FORM_DOCUMENT_SCHEMA_URI,
  formDocumentDocsText,
  formDocumentSchemaText,
} from "./resources";
import { summarizeForm } from "./summarize-form";

/** The name and version the server gives MCP clients. */
export const MCP_SERVER_INFO = { name: "formwright", version: "0.1.0" } as const;

/** Most submissions `list_submissions` returns at once. */
export const MCP_SUBMISSIONS_PAGE_MAX = 100;

const FORM_FIELDS = `id slug title revision isPublished publishedVersion hasUnpublishedChanges submissionCount workspaceId createdAt updatedAt`;
const SUBMISSION_FIELDS = `id createdAt version language data variables ending verifiedEmail`;

const formId = z.string().min(1).describe("The form's id (from list_forms).");
const documentInput = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .describe(
    `A whole form document (JSON object, or its JSON text): see the resources ${FORM_DOCUMENT_SCHEMA_URI} and ${FORM_DOCUMENT_DOCS_URI}.`,
  );

/** A tool's answer: the value as JSON text (for any client) and as structured content. */
function answer(value: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** Runs a tool's work; a refused or failed call comes back as a tool error in words. */
async function run(work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return answer(await work());
  } catch (error) {
    if (!(error instanceof ToolFailure)) throw error;
    return {
      isError: true,
      content: [{ type: "text", text: error.message }],
      structuredContent: {
        error: error.message,
        code: error.code,
        ...(error.issues.length > 0 ? { issues: error.issues } : {}),
      },
    };
  }
}

/** A document given as JSON text is parsed; bad JSON is the caller's to fix. */
function documentOf(input: Record<string, unknown> | string): unknown {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolFailure(`document is not valid JSON: ${reason}`, "BAD_USER_INPUT");
  }
}

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

  server.registerTool(
    "list_forms",
    {
      title: "List forms",
      description:
        "The forms this API key may see (its workspace), oldest first: id, slug, title, whether published, submission count. `search` matches title or slug.",
      inputSchema: { search: z.string().optional().describe("Part of a title or slug.") },
      annotations: { readOnlyHint: true },
    },
    ({ search }) =>
      run(async () => {
        const data = await execute(
          `query McpForms($search: String) { forms(search: $search) { ${FORM_FIELDS} } }`,
          { search: search ?? null },
        );
        return { forms: data.forms };
      }),
  );

  server.registerTool(
    "get_form",
    {
      title: "Get a form",
      description:
        "One form: its draft document (what update_form_draft replaces), its revision, whether and which version is live, and whether the draft has unpublished changes.",
      inputSchema: { formId },
      annotations: { readOnlyHint: true },
    },
    ({ formId: id }) =>
      run(async () => {
        const data = await execute(
          `query McpForm($id: ID!) { formById(id: $id) { ${FORM_FIELDS} draft } }`,
          { id },
        );
        return { form: data.formById };
      }),
  );

  server.registerTool(
    "create_form",
    {
      title: "Create a form",
      description:
        "Creates an unpublished form from a form document (editor). A rejected document comes back with each problem as `path: message`: fix them and call again with the whole document. Publish with publish_form.",
      inputSchema: {
        document: documentInput,
        workspaceId: z
          .string()
          .optional()
          .describe("The workspace; leave out when the key belongs to one (API keys do)."),
      },
    },
    ({ document, workspaceId }) =>
      run(async () => {
        const data = await execute(
          `mutation McpCreateForm($d: JSON!, $w: ID) { createForm(document: $d, workspaceId: $w) { ${FORM_FIELDS} } }`,
          { d: documentOf(document), w: workspaceId ?? null },
        );
        return { form: data.createForm };
      }),
  );

  server.registerTool(
    "update_form_draft",
    {
      title: "Update a form's draft",
      description:
        "Replaces a form's draft with a whole document (editor); respondents see it only after publish_form. With `expectedRevision` (from get_form), refused if someone saved since. A rejected document comes back with each problem as `path: message`.",
      inputSchema: {
        formId,
        document: documentInput,
        expectedRevision: z
          .number()
          .int()
          .optional()
          .describe("The revision you read (get_form); refused when the form changed since."),
      },
    },
    ({ formId: id, document, expectedRevision }) =>
      run(async () => {
        const data = await execute(
          `mutation McpUpdateForm($id: ID!, $d: JSON!, $r: Int) { updateForm(id: $id, document: $d, expectedRevision: $r) { ${FORM_FIELDS} } }`,
          { id, d: documentOf(document), r: expectedRevision ?? null },
        );
        return { form: data.updateForm };
      }),
  );

  server.registerTool(
    "publish_form",
    {
      title: "Publish a form",
      description:
        "Publishes the form's draft as a new live version (editor): respondents fill it at /f/<slug>.",
      inputSchema: { formId },
    },
    ({ formId: id }) =>
      run(async () => {
        const data = await execute(
          `mutation McpPublishForm($id: ID!) { publishForm(id: $id) { ${FORM_FIELDS} } }`,
          { id },
        );
        const form = data.publishForm as { slug: string };
        return { form, path: `/f/${form.slug}` };
      }),
  );

  server.registerTool(
    "list_submissions",
    {
      title: "List submissions",
      description: `A form's submissions, newest first, ${MCP_SUBMISSIONS_PAGE_MAX} at most per call: answers (\`data\`, by field name), variables, ending. Filters: \`search\` (an answer containing it), \`ending\` (an ending's id). For the next page pass \`after\`: the previous answer's \`pageInfo.endCursor\`, while \`pageInfo.hasNextPage\`.`,
      inputSchema: {
        formId,
        first: z
          .number()
          .int()
          .min(1)
          .max(MCP_SUBMISSIONS_PAGE_MAX)
          .optional()
          .describe("How many (default 20)."),
        after: z.string().optional().describe("The cursor: pageInfo.endCursor of the page before."),
        search: z.string().optional().describe("Keep submissions with an answer containing this."),
        ending: z.string().optional().describe("Keep submissions that ended on this ending id."),
      },
      annotations: { readOnlyHint: true },
    },
    ({ formId: id, first, after, search, ending }) =>
      run(async () => {
        const { formById } = await execute(
          `query McpFormSlug($id: ID!) { formById(id: $id) { id slug title } }`,
          { id },
        );
        const data = await execute(
          `query McpSubmissions($slug: String!, $first: Int, $after: String, $search: String, $ending: String) {
            submissions(formSlug: $slug, first: $first, after: $after, search: $search, ending: $ending) {
              totalCount nodes { ${SUBMISSION_FIELDS} } pageInfo { endCursor hasNextPage }
            }
          }`,
          {
            slug: formById.slug,
            first: first ?? 20,
            after: after ?? null,
            search: search ?? null,
            ending: ending ?? null,
          },
        );
        const { totalCount, nodes, pageInfo } = data.submissions;
        return { form: formById, totalCount, submissions: nodes, pageInfo };
      }),
  );

  server.registerTool(
    "get_submission",
    {
      title: "Get a submission",
      description:
        "One submission by id: its answers (`data`, by field name), the version it answered, its language, variables and ending.",
      inputSchema: { submissionId: z.string().min(1).describe("The submission's id.") },
      annotations: { readOnlyHint: true },
    },
    ({ submissionId }) =>
      run(async () => {
        const data = await execute(
          `query McpSubmission($id: ID!) { submission(id: $id) { ${SUBMISSION_FIELDS} } }`,
          { id: submissionId },
        );
        return { submission: data.submission };
      }),
  );

  server.registerTool(
    "summarize_form",
    {
      title: "Summarize a form's submissions",
      description:
        "A form's submissions summed up as its submissions page charts them: the count, submissions per day, and per field each option's count and percent (choices, grids), numeric stats (answers, lowest, highest, mean, median, NPS) of ratings, scales and number fields, mean ranks, dates and times, files, numeric variables.",
      inputSchema: {
        formId,
        days: z
          .number()
          .int()
          .min(1)
          .max(366)
          .optional()
          .describe("Days of the per-day counts (default 30)."),
      },
      annotations: { readOnlyHint: true },
    },
    ({ formId: id, days }) => run(() => summarizeForm(execute, { formId: id, days })),
  );

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
