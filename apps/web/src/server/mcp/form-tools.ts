import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type ExecuteGraphQL, ToolFailure } from "./graphql-executor";
import { FORM_DOCUMENT_DOCS_URI, FORM_DOCUMENT_SCHEMA_URI } from "./resources";
import { runTool } from "./tool-result";

/** What the form tools answer of a form (the API's `Form`). */
export const FORM_FIELDS = `id slug title revision isPublished publishedVersion hasUnpublishedChanges submissionCount workspaceId createdAt updatedAt`;

/** A form's id, as the tools take it. */
export const formIdInput = z.string().min(1).describe("The form's id (from list_forms).");

const documentInput = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .describe(
    `A whole form document (JSON object, or its JSON text): see the resources ${FORM_DOCUMENT_SCHEMA_URI} and ${FORM_DOCUMENT_DOCS_URI}.`,
  );

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
 * The tools on forms: `list_forms`, `get_form`, `create_form`,
 * `update_form_draft` and `publish_form`, each the API's operation
 * (`forms`, `formById`, `createForm`, `updateForm`, `publishForm`).
 *
 * @example
 * registerFormTools(server, execute);
 */
export function registerFormTools(server: McpServer, execute: ExecuteGraphQL): void {
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
      runTool(async () => {
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
      inputSchema: { formId: formIdInput },
      annotations: { readOnlyHint: true },
    },
    ({ formId: id }) =>
      runTool(async () => {
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
      runTool(async () => {
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
        formId: formIdInput,
        document: documentInput,
        expectedRevision: z
          .number()
          .int()
          .optional()
          .describe("The revision you read (get_form); refused when the form changed since."),
      },
    },
    ({ formId: id, document, expectedRevision }) =>
      runTool(async () => {
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
      inputSchema: { formId: formIdInput },
    },
    ({ formId: id }) =>
      runTool(async () => {
        const data = await execute(
          `mutation McpPublishForm($id: ID!) { publishForm(id: $id) { ${FORM_FIELDS} } }`,
          { id },
        );
        const form = data.publishForm as { slug: string };
        return { form, path: `/f/${form.slug}` };
      }),
  );
}
