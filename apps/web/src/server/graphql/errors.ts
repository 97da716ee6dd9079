import { GraphQLError } from "graphql";
import type { Actor } from "../services/auth/actor";
import { hasRole, type Role } from "../services/auth/roles";
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
 * The actor, when it has at least `role`; otherwise an UNAUTHENTICATED
 * (no valid credential) or FORBIDDEN (role too weak) error.
 */
export async function requireRole(context: GraphQLContext, role: Role): Promise<Actor> {
  const actor = await context.actor();
  if (!actor) {
    throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: "UNAUTHENTICATED" } });
  }
  if (!hasRole(actor.role, role)) {
    throw new GraphQLError(`Forbidden: this needs the ${role} role (you are ${actor.role})`, {
      extensions: { code: "FORBIDDEN" },
    });
  }
  return actor;
}

/** Runs a resolver body for an actor with at least `role`, mapping service errors. */
export async function asRole<T>(
  context: GraphQLContext,
  role: Role,
  run: (actor: Actor) => Promise<T>,
): Promise<T> {
  const actor = await requireRole(context, role);
  return withServiceErrors(() => run(actor));
}
