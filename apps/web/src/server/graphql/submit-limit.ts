import { GraphQLError } from "graphql";

/**
 * The refusal of a submission over the per-client, per-form limit (or of an
 * address with too many failed bearer credentials, with its own message): HTTP 429,
 * a Retry-After header and a message that says when to try again.
 */
export function submitLimitError(seconds: number, message?: string): GraphQLError {
  return new GraphQLError(
    message ??
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
