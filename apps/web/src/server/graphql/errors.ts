import { GraphQLError } from "graphql";
import { ServiceError } from "../services/errors";

/**
 * Runs a resolver body and turns expected service errors into GraphQL errors
 * with a code; anything else is rethrown and masked by Yoga.
 */
export async function withServiceErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ServiceError) {
      throw new GraphQLError(error.message, {
        extensions: { code: error.code, ...(error.details ?? {}) },
      });
    }
    throw error;
  }
}

/** The error every admin operation gives without a valid credential. */
export function requireAdmin(context: { isAdmin: boolean }): void {
  if (!context.isAdmin) {
    throw new GraphQLError("Not authorized: an admin credential is required", {
      extensions: { code: "UNAUTHENTICATED" },
    });
  }
}
