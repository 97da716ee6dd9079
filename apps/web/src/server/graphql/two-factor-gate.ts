import { GraphQLError } from "graphql";
import { TWO_FACTOR_REQUIRED, TWO_FACTOR_SETUP_OPERATIONS } from "../../lib/two-factor";
import type { Actor } from "../services/auth/actor";
import { isTwoFactorEnabled } from "../services/auth/two-factor/two-factor";
import type { GraphQLContext } from "./context";

// Whether a user has two-factor sign-in, asked once per request whatever number of operations it holds.
const enabledPerRequest = new WeakMap<GraphQLContext, Promise<boolean>>();

/**
 * FORMWRIGHT_REQUIRE_2FA=1: refuses an operation that needs a sign-in to a
 * signed-in user without two-factor sign-in, except its set-up
 * ({@link TWO_FACTOR_SETUP_OPERATIONS}), with `TWO_FACTOR_REQUIRED`. API keys
 * and the admin token are not people and pass.
 */
export async function checkTwoFactorRequired(
  context: GraphQLContext,
  input: { operation: string; actor: Actor | null },
): Promise<void> {
  const { actor, operation } = input;
  if (!context.requireTwoFactor || actor?.kind !== "user") return;
  if (TWO_FACTOR_SETUP_OPERATIONS.has(operation)) return;
  let enabled = enabledPerRequest.get(context);
  if (!enabled) {
    enabled = isTwoFactorEnabled(context.db, actor.userId);
    enabledPerRequest.set(context, enabled);
  }
  if (await enabled) return;
  throw new GraphQLError(TWO_FACTOR_REQUIRED.message, {
    extensions: { code: TWO_FACTOR_REQUIRED.code },
  });
}
