import { GraphQLError } from "graphql";
import type { Actor } from "../services/auth/actor";
import type { Role } from "../services/auth/roles";
import { ServiceError } from "../services/errors";
import type { GraphQLContext } from "./context";

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

/** Message for a request without a valid credential. */
export const NOT_SIGNED_IN = "Not authorized: sign in, or send an API key";

/**
 * The message for a role too weak for an action.
 *
 * @example forbiddenMessage("owner", "editor") // "Forbidden: this needs the owner role (you are editor)"
 */
export function forbiddenMessage(needed: Role, actual: Role): string {
  return `Forbidden: this needs the ${needed} role (you are ${actual})`;
}

/**
 * The caller of an operation the permission table closes to anonymous callers
 * (see permissions.ts, which has already checked the role).
 */
export async function requireActor(context: GraphQLContext): Promise<Actor> {
  const actor = await context.actor();
  if (!actor) {
    throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: "UNAUTHENTICATED" } });
  }
  return actor;
}
