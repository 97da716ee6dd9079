/** The instance `npm run mcp` talks to when FORMWRIGHT_URL is not set. */
export const DEFAULT_FORMWRIGHT_URL = "http://localhost:3000";

/**
 * The settings of `npm run mcp` from its environment: FORMWRIGHT_URL (the
 * instance, `http(s)://host[:port]`, default {@link DEFAULT_FORMWRIGHT_URL})
 * and FORMWRIGHT_MCP_API_KEY (required), or what is wrong with them.
 *
 * @example
 * stdioSettings({ FORMWRIGHT_MCP_API_KEY: "fwk_…" });
 * // { ok: true, graphqlUrl: "http://localhost:3000/api/graphql", apiKey: "fwk_…" }
 */
export function stdioSettings(
  env: Record<string, string | undefined>,
): { ok: true; graphqlUrl: string; apiKey: string } | { ok: false; message: string } {
  const apiKey = env.FORMWRIGHT_MCP_API_KEY?.trim();
  if (!apiKey) {
    return {
      ok: false,
      message:
        "FORMWRIGHT_MCP_API_KEY is not set: create an API key (API keys page, or createApiKey) and set it in the MCP client's configuration (docs/mcp.md).",
    };
  }
  const given = env.FORMWRIGHT_URL?.trim() || DEFAULT_FORMWRIGHT_URL;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { ok: false, message: `FORMWRIGHT_URL is not a URL: "${given}"` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return {
      ok: false,
      message: `FORMWRIGHT_URL must start with http:// or https:// ("${given}")`,
    };
  }
  const base = url.href.replace(/\/+$/, "");
  return { ok: true, graphqlUrl: `${base}/api/graphql`, apiKey };
}
