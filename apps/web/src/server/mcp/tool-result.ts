import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ToolFailure } from "./graphql-executor";

/** A tool's answer: the value as JSON text (for any client) and as structured content. */
function answer(value: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/**
 * Runs a tool's work; a refused or failed call ({@link ToolFailure}) comes
 * back as a tool error in words, with `{ error, code, issues? }` as
 * structured content, so the assistant can act on it.
 *
 * @example
 * server.registerTool("list_forms", config, () => runTool(async () => ({ forms: [] })));
 */
export async function runTool(
  work: () => Promise<Record<string, unknown>>,
): Promise<CallToolResult> {
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
