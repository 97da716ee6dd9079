import { and, count, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { drafts, forms } from "../../db/schema";
import { FORM_NOT_FOUND, ServiceError } from "../errors";
import { deleteExpiredDrafts } from "./drafts";

/** One draft as the admin lists it ("In progress"): never its token. */
export interface DraftRecord {
  id: string;
  version: number;
  answers: Record<string, unknown>;
  /** The page the draft was saved on (`?step=` numbering). */
  step: number;
  /** How many fields hold an answer (an unticked checkbox does not count). */
  answeredCount: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

/** A page of drafts, last saved first. */
export interface DraftPage {
  totalCount: number;
  nodes: DraftRecord[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Most drafts one page returns. */
export const DRAFTS_PAGE_MAX = 500;

/** The message for an unknown draft id. */
export const DRAFT_NOT_FOUND = "Draft not found";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(row: { updatedAt: Date; id: string }): string {
  return Buffer.from(`${row.updatedAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const updatedAt = new Date(iso ?? "");
  if (!id || !UUID.test(id) || Number.isNaN(updatedAt.getTime())) {
    throw new ServiceError("BAD_USER_INPUT", "after is not a valid cursor");
  }
  return { updatedAt, id };
}

function asAnswers(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The unexpired drafts of a form, last saved first, with an opaque cursor.
 * Expired drafts are removed first, so they are never listed.
 */
export async function listDrafts(
  db: Database,
  input: { formId: string; first?: number | null; after?: string | null; now?: Date },
): Promise<DraftPage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > DRAFTS_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${DRAFTS_PAGE_MAX}`);
  }
  if (!UUID.test(input.formId)) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const [form] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, input.formId));
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  const now = input.now ?? new Date();
  await deleteExpiredDrafts(db, now);
  const cursor = input.after ? decodeCursor(input.after) : null;
  const ofForm = and(eq(drafts.formId, form.id), gt(drafts.expiresAt, now));
  const afterCursor = cursor
    ? or(
        lt(drafts.updatedAt, cursor.updatedAt),
        and(eq(drafts.updatedAt, cursor.updatedAt), lt(drafts.id, cursor.id)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: drafts.id,
        version: drafts.version,
        answers: drafts.answers,
        step: drafts.step,
        // An unticked checkbox is stored (false) but is no answer.
        answeredCount: sql<number>`(select count(*) from jsonb_each(${drafts.answers}) as a(k, v) where a.v <> 'false'::jsonb)::int`,
        createdAt: drafts.createdAt,
        updatedAt: drafts.updatedAt,
        expiresAt: drafts.expiresAt,
      })
      .from(drafts)
      .where(and(ofForm, afterCursor))
      .orderBy(sql`${drafts.updatedAt} desc`, sql`${drafts.id} desc`)
      .limit(first + 1),
    db.select({ n: count() }).from(drafts).where(ofForm),
  ]);
  const hasNextPage = rows.length > first;
  const nodes = rows.slice(0, first).map((row) => ({
    ...row,
    answers: asAnswers(row.answers),
    answeredCount: Number(row.answeredCount),
  }));
  const last = nodes.at(-1);
  return {
    totalCount: Number(total?.n ?? 0),
    nodes,
    pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage },
  };
}

/**
 * Deletes one draft by id (its resume link stops working); an unknown id
 * gives `Draft not found`.
 */
export async function deleteDraft(db: Database, id: string): Promise<void> {
  if (!UUID.test(id)) throw new ServiceError("NOT_FOUND", DRAFT_NOT_FOUND);
  const gone = await db.delete(drafts).where(eq(drafts.id, id)).returning({ id: drafts.id });
  if (gone.length === 0) throw new ServiceError("NOT_FOUND", DRAFT_NOT_FOUND);
}
