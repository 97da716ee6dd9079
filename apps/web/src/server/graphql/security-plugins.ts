import type { IncomingMessage } from "node:http";
import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { CSRF_HEADER } from "@formwright/core";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import type { Plugin } from "graphql-yoga";

/** Limits on the shape of an operation, generous for our own clients. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxCost: 10_000,
} as const;

/**
 * CSRF only threatens requests that carry ambient credentials (the session
 * cookie). Those must be preflighted: a JSON body, or our CSRF header on a GET
 * or form-encoded request. Requests without cookies (API keys, scripts,
 * anonymous respondents) are not affected.
 */
function csrfPreventionForCookies(): Plugin {
  // biome-ignore lint/correctness/useHookAtTopLevel: a Yoga plugin factory, not a React hook
  const inner = useCSRFPrevention({ requestHeaders: [CSRF_HEADER, "x-graphql-yoga-csrf"] });
  return {
    onRequestParse(payload) {
      if (!payload.request.headers.has("cookie")) return;
      return inner.onRequestParse?.(payload);
    },
  };
}

/** Whether the caller of a request may read the schema by introspection in production. */
export type MayIntrospect = (
  request: Request,
  serverContext: { req?: IncomingMessage },
) => Promise<boolean>;

/**
 * Yoga plugins that bound what one request can cost: depth, aliases, tokens
 * and estimated cost (graphql-armor); no field suggestions in production, and
 * no introspection there unless `mayIntrospect` allows the caller (owners and
 * API keys, so tools can read the schema); CSRF prevention for cookie sessions.
 */
export function securityPlugins(options: {
  isDev: boolean;
  mayIntrospect?: MayIntrospect;
}): Plugin[] {
  const plugins: Plugin[] = [
    csrfPreventionForCookies(),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, exposeLimits: true }),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens, exposeLimits: true }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits: true }),
  ];
  if (!options.isDev) {
    const { mayIntrospect } = options;
    plugins.push(
      blockFieldSuggestionsPlugin(),
      // biome-ignore lint/correctness/useHookAtTopLevel: a Yoga plugin factory, not a React hook
      useDisableIntrospection({
        isDisabled: async (request, serverContext) =>
          !(mayIntrospect && (await mayIntrospect(request, serverContext).catch(() => false))),
      }),
    );
  }
  return plugins;
}
