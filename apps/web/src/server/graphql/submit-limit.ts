import { GraphQLError } from "graphql";
import type { GraphQLContext } from "./context";

/**
 * Refuses a submission over the per-client, per-form limit with HTTP 429, a
 * Retry-After header and a message that says when to try again.
 */
export async function enforceSubmitLimit(ctx: GraphQLContext, slug: string): Promise<void> {
  const decision = await ctx.submitLimiter.consume(`${ctx.clientAddress}|${slug}`);
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  throw new GraphQLError(
    `Too many submissions from your address: try again in ${seconds} second${seconds === 1 ? "" : "s"}`,
    {
      extensions: {
        code: "RATE_LIMITED",
        retryAfterSeconds: seconds,
        http: { status: 429, headers: { "retry-after": String(seconds) } },
      },
    },
  );
}
