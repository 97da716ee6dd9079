import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from "graphql";
import { checkAccess, OPERATION_ACCESS, type OperationAction } from "../../lib/permissions";
import type { GraphQLContext } from "./context";
import { forbiddenMessage, NOT_SIGNED_IN } from "./errors";
import { checkTwoFactorRequired } from "./two-factor-gate";

function isOperation(name: string): name is OperationAction {
  return Object.hasOwn(OPERATION_ACCESS, name);
}

/**
 * Refuses a call to `operation` unless the permission table lets the caller
 * make it: UNAUTHENTICATED without a valid credential, FORBIDDEN for a role
 * too weak. An operation the table does not list is refused to everyone (a
 * masked error), so a new operation is closed until someone decides who may
 * call it. Public operations never look the caller up. With
 * FORMWRIGHT_REQUIRE_2FA=1 a user without two-factor sign-in is refused
 * all but its set-up (`TWO_FACTOR_REQUIRED`, see two-factor-gate.ts).
 */
export async function checkOperationAccess(
  context: GraphQLContext,
  operation: string,
): Promise<void> {
  if (!isOperation(operation)) {
    throw new Error(`The operation ${operation} has no entry in the permission table`);
  }
  if (OPERATION_ACCESS[operation] === "public") return;
  const actor = await context.actor();
  const decision = checkAccess(actor?.role ?? null, operation);
  if (decision.allowed) return checkTwoFactorRequired(context, { operation, actor });
  if (decision.reason === "unauthenticated" || !actor) {
    throw new GraphQLError(NOT_SIGNED_IN, { extensions: { code: "UNAUTHENTICATED" } });
  }
  throw new GraphQLError(forbiddenMessage(decision.needed, actor.role), {
    extensions: { code: "FORBIDDEN" },
  });
}

/**
 * Puts the permission check in front of every Query and Mutation field of
 * `schema` (in place), so no resolver can forget it. Returns the schema.
 */
export function enforcePermissions(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> =
        field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context: GraphQLContext, info) => {
        await checkOperationAccess(context, name);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
