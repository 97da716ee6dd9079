import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { AuditAction } from "../../../lib/audit-actions";
import type { Database } from "../../db/database";
import { apiKeys, auditEvents } from "../../db/schema";
import type { Actor } from "../auth/actor";
import { ServiceError } from "../errors";
import { decodeCursor, encodeCursor } from "../submissions/submission-cursor";
import { UUID } from "../submissions/uuid-shape";
import { type TargetKind, workspaceOfTarget } from "../workspaces/access";

/**
 * The audit log (issue 34 §4): every administrative act as one row, only
 * ever added. `recordAudit` is called by each act, in the act's own
 * transaction where it has one, so an act is never recorded without
 * happening, nor done without being recorded. Details are a small JSON that
 * never holds answers, passwords, tokens or secrets: {@link safeDetails}
 * drops keys that could name one, and long values are cut.
 */

export { AUDIT_ACTIONS, type AuditAction } from "../../../lib/audit-actions";

/** Who acted. A failed sign-in is `anonymous`, with the email that was tried. */
export type AuditActor =
  | { kind: "user"; userId: string; email: string }
  | { kind: "api_key"; apiKeyId: string }
  | { kind: "admin_token" }
  | { kind: "anonymous"; email: string | null }
  /** `npm run cli` on the server's shell. */
  | { kind: "cli" }
  | { kind: "system" };

/** A value of the details JSON: short text, numbers, flags, or short lists of text. */
export type AuditDetailValue = string | number | boolean | null | readonly string[];
export type AuditDetails = Record<string, AuditDetailValue | undefined>;

/** One act to record. */
export interface AuditEventInput {
  action: AuditAction;
  actor: AuditActor;
  /** The client address the request came from (null when none, as for the CLI). */
  address: string | null;
  target?: { kind: string; id: string | null } | null;
  /**
   * The workspace the act happened in; null for an act of the instance (users,
   * sign-in). Left out, it is the target's workspace (see {@link TARGET_WORKSPACE}).
   */
  workspaceId?: string | null;
  details?: AuditDetails;
}

/** Keys the details never keep, whatever a caller passes: they could name a secret or answers. */
const SECRET_KEY =
  /pass(word)?|secret|token|key$|hash|cookie|credential|answer|^data$|authorization|code/i;
/** Longest text kept in a detail. */
const DETAIL_TEXT_MAX = 200;
/** Most items kept in a detail's list. */
const DETAIL_LIST_MAX = 20;

/**
 * The details as stored: keys that could name a password, token, secret or
 * answers dropped, text cut to {@link DETAIL_TEXT_MAX} characters, lists to
 * {@link DETAIL_LIST_MAX} items, undefined values left out.
 *
 * @example
 * safeDetails({ role: "editor", password: "x" }); // { role: "editor" }
 */
export function safeDetails(details: AuditDetails | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (value === undefined || SECRET_KEY.test(key)) continue;
    if (typeof value === "string") out[key] = value.slice(0, DETAIL_TEXT_MAX);
    else if (Array.isArray(value)) {
      out[key] = value.slice(0, DETAIL_LIST_MAX).map((v) => String(v).slice(0, DETAIL_TEXT_MAX));
    } else out[key] = value;
  }
  return out;
}

/** The names of actors that are no person and no key. */
const ACTOR_NAMES: Partial<Record<AuditActor["kind"], string>> = {
  admin_token: "Admin token",
  cli: "Command line",
  system: "System",
};

/**
 * Targets that belong to a workspace, by the audit log's kind, with the kind
 * the workspace check finds their workspace by. Others (a user, a respondent
 * across forms) belong to none.
 */
const TARGET_WORKSPACE: Readonly<Record<string, TargetKind>> = {
  workspace: "workspace",
  form: "form",
  submission: "submission",
  draft: "draft",
  webhook: "webhook",
  api_key: "apiKey",
  submission_file: "respondentFile",
  upload: "upload",
  respondent_link: "respondentLink",
  delivery: "delivery",
};

/** The workspace an act happened in: the one it names, else its target's (as it is now). */
async function workspaceOfAct(db: Database, event: AuditEventInput): Promise<string | null> {
  if (event.workspaceId !== undefined) return event.workspaceId;
  const kind = event.target ? TARGET_WORKSPACE[event.target.kind] : undefined;
  if (!kind || !event.target?.id) return null;
  return workspaceOfTarget(db, kind, event.target.id);
}

/**
 * Records one act. Pass the act's transaction as `db` where it has one. An
 * API key's name is copied from its row in the same statement. The act's
 * workspace, when it does not name one, is its target's, read in `db`: an
 * act that deletes its target names the workspace itself (GraphQL acts get
 * it from their arguments, see graphql/operation-workspaces.ts).
 *
 * @example
 * await db.transaction(async (tx) => {
 *   const form = await publishForm(tx, id);
 *   await recordAudit(tx, { action: "form.published", actor, address, target: { kind: "form", id } });
 * });
 */
export async function recordAudit(db: Database, event: AuditEventInput): Promise<void> {
  const { actor } = event;
  await db.insert(auditEvents).values({
    id: uuidv7(),
    action: event.action,
    actorKind: actor.kind,
    actorUserId: actor.kind === "user" ? actor.userId : null,
    actorApiKeyId: actor.kind === "api_key" ? actor.apiKeyId : null,
    actorEmail:
      actor.kind === "user" || actor.kind === "anonymous"
        ? (actor.email?.slice(0, 320) ?? null)
        : null,
    actorName:
      actor.kind === "api_key"
        ? sql`(select ${apiKeys.name} from ${apiKeys} where ${apiKeys.id} = ${actor.apiKeyId}::uuid)`
        : (ACTOR_NAMES[actor.kind] ?? null),
    targetKind: event.target?.kind ?? null,
    targetId: event.target?.id ?? null,
    address: event.address?.slice(0, 100) ?? null,
    workspaceId: await workspaceOfAct(db, event),
    details: safeDetails(event.details),
  });
}

/**
 * Runs `work` and records its act in one transaction: both happen or
 * neither. `event` names the act from what `work` answered (null records
 * nothing, for an act that turned out to do nothing).
 *
 * @example
 * const form = await audited(db, (tx) => publishForm(tx, id), () => ({ action: "form.published", actor, address, target: { kind: "form", id } }));
 */
export async function audited<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  event: (result: T) => AuditEventInput | null,
): Promise<T> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const result = await work(tx);
    const recorded = event(result);
    if (recorded) await recordAudit(tx, recorded);
    return result;
  });
}

/** An event as the log answers it. */
export interface AuditEventRecord {
  id: string;
  at: Date;
  action: string;
  actor: {
    kind: string;
    id: string | null;
    email: string | null;
    name: string | null;
  };
  targetKind: string | null;
  targetId: string | null;
  address: string | null;
  workspaceId: string | null;
  details: unknown;
}

/** A page of the log, newest first. */
export interface AuditEventPage {
  nodes: AuditEventRecord[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The most events one page answers. */
export const AUDIT_PAGE_MAX = 500;
/** Events per page when `first` is not given. */
export const AUDIT_PAGE_DEFAULT = 50;

const ACTION_SHAPE = /^[a-z_]+(\.[a-z_]+)+$/;

/**
 * A page of the log, newest first, after the cursor `after`: only `action`
 * (a dotted name), only what `actorId` (a user's or an API key's id) did,
 * only `workspaceId`'s, only acts in `withinWorkspaces`. A bad argument is
 * BAD_USER_INPUT naming it.
 *
 * @example
 * const page = await listAuditEvents(db, { first: 50, action: "form.published" });
 */
export async function listAuditEvents(
  db: Database,
  input: {
    first?: number | null;
    after?: string | null;
    action?: string | null;
    actorId?: string | null;
    workspaceId?: string | null;
    /** Only these workspaces' acts (a workspace owner's log); null or absent: every act. */
    withinWorkspaces?: readonly string[] | null;
  },
): Promise<AuditEventPage> {
  const first = input.first ?? AUDIT_PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${AUDIT_PAGE_MAX} (got ${first})`);
  }
  const cursor = input.after != null ? decodeCursor(input.after) : null;
  const action = input.action?.trim() || null;
  if (action !== null && (action.length > 100 || !ACTION_SHAPE.test(action))) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      "action must be a dotted action name such as form.published",
    );
  }
  const actorId = input.actorId?.trim() || null;
  if (actorId !== null && !UUID.test(actorId)) {
    throw new ServiceError("BAD_USER_INPUT", "actorId is not the id of a user or an API key");
  }
  const workspaceId = input.workspaceId?.trim() || null;
  if (workspaceId !== null && !UUID.test(workspaceId)) {
    throw new ServiceError("BAD_USER_INPUT", "workspaceId is not the id of a workspace");
  }
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        action ? eq(auditEvents.action, action) : undefined,
        actorId
          ? or(eq(auditEvents.actorUserId, actorId), eq(auditEvents.actorApiKeyId, actorId))
          : undefined,
        workspaceId ? eq(auditEvents.workspaceId, workspaceId) : undefined,
        input.withinWorkspaces
          ? input.withinWorkspaces.length === 0
            ? sql`false`
            : inArray(auditEvents.workspaceId, [...input.withinWorkspaces])
          : undefined,
        cursor
          ? or(
              lt(auditEvents.at, cursor.createdAt),
              and(eq(auditEvents.at, cursor.createdAt), lt(auditEvents.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first).map(
    (row): AuditEventRecord => ({
      id: row.id,
      at: row.at,
      action: row.action,
      actor: {
        kind: row.actorKind,
        id: row.actorUserId ?? row.actorApiKeyId,
        email: row.actorEmail,
        name: row.actorName,
      },
      targetKind: row.targetKind,
      targetId: row.targetId,
      address: row.address,
      workspaceId: row.workspaceId,
      details: row.details,
    }),
  );
  const last = nodes.at(-1);
  return {
    nodes,
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor({ createdAt: last.at, id: last.id }) : null,
    },
  };
}

/** Days an event is kept unless FORMWRIGHT_AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

const DAY_MS = 86_400_000;

/**
 * Deletes the events older than `days` days before `now` (the retention
 * run calls it once a day). Answers how many went.
 *
 * @example
 * await deleteExpiredAuditEvents(db, { days: 365, now: new Date() });
 */
export async function deleteExpiredAuditEvents(
  db: Database,
  input: { days: number; now?: Date },
): Promise<number> {
  const cutoff = new Date((input.now ?? new Date()).getTime() - input.days * DAY_MS);
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, cutoff))
    .returning({ id: auditEvents.id });
  return gone.length;
}

/**
 * The audit actor of a request's caller: a signed-in user (with their
 * email), an API key (its name is copied when recorded), or the admin token.
 *
 * @example
 * auditActorOf(await ctx.actor()); // { kind: "user", userId, email }
 */
export function auditActorOf(actor: Actor | null): AuditActor {
  if (!actor) return { kind: "anonymous", email: null };
  if (actor.kind === "user") return { kind: "user", userId: actor.userId, email: actor.email };
  if (actor.kind === "apiKey") return { kind: "api_key", apiKeyId: actor.keyId };
  return { kind: "admin_token" };
}
