import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formIdInput } from "./form-tools";
import type { ExecuteGraphQL } from "./graphql-executor";
import { summarizeForm } from "./summarize-form";
import { runTool } from "./tool-result";

/** Most submissions `list_submissions` returns at once. */
export const MCP_SUBMISSIONS_PAGE_MAX = 100;

const SUBMISSION_FIELDS = `id createdAt version language data variables ending verifiedEmail payment { status amount currency paidAt }`;

/**
 * The tools on answers: `list_submissions` (filters and a cursor),
 * `get_submission` and `summarize_form`, each the API's operations
 * (`formById` and `submissions`, `submission`, `submissionStats`).
 *
 * @example
 * registerSubmissionTools(server, execute);
 */
export function registerSubmissionTools(server: McpServer, execute: ExecuteGraphQL): void {
  server.registerTool(
    "list_submissions",
    {
      title: "List submissions",
      description: `A form's submissions, newest first, ${MCP_SUBMISSIONS_PAGE_MAX} at most per call: answers (\`data\`, by field name), variables, ending, payment. Filters: \`search\` (an answer containing it), \`ending\` (an ending's id), \`payment\` (UNPAID, PAID or REFUNDED, on a form that takes payments). For the next page pass \`after\`: the previous answer's \`pageInfo.endCursor\`, while \`pageInfo.hasNextPage\`.`,
      inputSchema: {
        formId: formIdInput,
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
        payment: z
          .enum(["UNPAID", "PAID", "REFUNDED"])
          .optional()
          .describe(
            "Keep submissions whose payment is unpaid (pending or expired), paid or refunded.",
          ),
      },
      annotations: { readOnlyHint: true },
    },
    ({ formId: id, first, after, search, ending, payment }) =>
      runTool(async () => {
        const { formById } = await execute(
          `query McpFormSlug($id: ID!) { formById(id: $id) { id slug title } }`,
          { id },
        );
        const data = await execute(
          `query McpSubmissions($slug: String!, $first: Int, $after: String, $search: String, $ending: String, $payment: PaymentFilter) {
            submissions(formSlug: $slug, first: $first, after: $after, search: $search, ending: $ending, payment: $payment) {
              totalCount nodes { ${SUBMISSION_FIELDS} } pageInfo { endCursor hasNextPage }
            }
          }`,
          {
            slug: formById.slug,
            first: first ?? 20,
            after: after ?? null,
            search: search ?? null,
            ending: ending ?? null,
            payment: payment ?? null,
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
      runTool(async () => {
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
        formId: formIdInput,
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
    ({ formId: id, days }) => runTool(() => summarizeForm(execute, { formId: id, days })),
  );
}
