import type { Database } from "../db/database";
import {
  type AuditEventInput,
  auditActorOf,
  audited,
  recordAudit,
} from "../services/audit/audit-log";
import type { GraphQLContext } from "./context";
import { operationWorkspace } from "./operation-workspaces";

/**
 * An act as a resolver names it: who and from where come from the request,
 * and its workspace, unless it names one, from the operation's arguments
 * (see operation-workspaces.ts) or else from its target (recordAudit).
 */
export type AuditAct = Omit<AuditEventInput, "actor" | "address">;

/**
 * Runs a resolver's act and records it in one transaction (see `audited`),
 * as the request's caller from the request's address. `event` names the act
 * from what `work` answered; null records nothing.
 *
 * @example
 * auditedAct(ctx, (tx) => publishForm(tx, id), () => ({ action: "form.published", target: { kind: "form", id } }));
 */
export async function auditedAct<T>(
  ctx: GraphQLContext,
  work: (tx: Database) => Promise<T>,
  event: (result: T) => AuditAct | null,
): Promise<T> {
  const actor = auditActorOf(await ctx.actor());
  return audited(ctx.db, work, (result) => {
    const act = event(result);
    return (
      act && {
        workspaceId: operationWorkspace() ?? undefined,
        ...act,
        actor,
        address: ctx.requestAddress,
      }
    );
  });
}

/**
 * Records an act that wrote nothing of its own, or already wrote in `db`
 * (a transaction the caller holds), as the request's caller.
 */
export async function recordAct(ctx: GraphQLContext, db: Database, act: AuditAct): Promise<void> {
  const actor = auditActorOf(await ctx.actor());
  await recordAudit(db, {
    workspaceId: operationWorkspace() ?? undefined,
    ...act,
    actor,
    address: ctx.requestAddress,
  });
}
