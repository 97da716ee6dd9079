import { slugSchema } from "@formwright/core";
import { and, count, eq, lt, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { forms, partialResponses } from "../../db/schema";
import { checkDraftAnswers, pageCount } from "../drafts/draft-answers";
import { acceptedVersion } from "../drafts/drafts";
import { FORM_NOT_FOUND, RateLimitedError, ServiceError } from "../errors";
import { getPublishedForm } from "../published-forms";
import type { Limiter } from "../rate-limits";
import { partialTokenHash } from "./partial-token";

/** What `savePartialResponse` answers for a form that does not keep unfinished answers. */
export const PARTIAL_RESPONSES_OFF = "This form does not keep unfinished answers";

/** What it answers for a token that is not 43 characters of base64url. */
export const PARTIAL_TOKEN_INVALID =
  "token must be 43 characters of base64url (A-Z, a-z, 0-9, - and _)";

/** Most unfinished answers `partialResponses` lists in one call. */
export const PARTIAL_RESPONSES_PAGE_MAX = 500;

/** One respondent's unfinished answers, as saved or listed (never its token). */
export interface PartialResponseRecord {
  id: string;
  formId: string;
  /** The published version the answers were given against. */
  version: number;
  /** The furthest page reached (`?step=` numbering; 1 on a form without page breaks). */
  lastPage: number;
  answers: Record<string, unknown>;
  /** Fields holding an answer (an unticked checkbox is none). */
  answeredCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What saving unfinished answers answers: the row, and whether anything changed. */
export interface SavedPartialResponse {
  partial: PartialResponseRecord;
  /** False when the same answers and page were saved already (nothing written, no event). */
  isChanged: boolean;
  /** Webhook deliveries (`submission.partial`) queued by this save. */
  queued: number;
}

interface PartialRow {
  id: string;
  form_id: string;
  version: number;
  last_page: number;
  data: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  queued?: number | string;
}

function asAnswers(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function answeredCountOf(answers: Record<string, unknown>): number {
  return Object.values(answers).filter((value) => value !== false).length;
}

function recordOf(row: PartialRow): PartialResponseRecord {
  const answers = asAnswers(row.data);
  return {
    id: row.id,
    formId: row.form_id,
    version: Number(row.version),
    lastPage: Number(row.last_page),
    answers,
    answeredCount: answeredCountOf(answers),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** An ISO 8601 UTC timestamp with milliseconds, as JavaScript writes it (as in outbox/enqueue.ts). */
const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Keeps the answers a respondent has typed so far on a form with
 * `partialResponses: true` (issue 33 §5), keyed by the token their browser
 * keeps: the same token again updates the same row (idempotent: the same
 * answers and page again write nothing). No field is required, but every
 * answer must have the shape and size its field takes and every key must be
 * a field (as for drafts, see {@link checkDraftAnswers}). `page` is the page
 * shown; the row keeps the furthest one reached.
 *
 * Nothing is mailed and no `submission.created` webhook is queued; a webhook
 * subscribed to `submission.partial` gets one delivery per save that changed
 * something, queued by the same statement. With `limit`, the save is counted
 * first and refused with {@link RateLimitedError} over it.
 *
 * @example
 * await savePartialResponse(db, { slug: "contact", token, data: { name: "Ada" }, page: 2, graceMs });
 */
export async function savePartialResponse(
  db: Database,
  input: {
    slug: string;
    token: string;
    data: unknown;
    page?: number | null;
    /** The version the respondent started on (absent: the live one). */
    version?: number | null;
    graceMs: number;
    limit?: { limiter: Limiter; key: string };
    now?: Date;
  },
): Promise<SavedPartialResponse> {
  // Refused before counting: hostile text (a NUL) never reaches the limiter's key column.
  if (!slugSchema.safeParse(input.slug).success) {
    throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }
  const tokenHash = partialTokenHash(input.token);
  if (!tokenHash) throw new ServiceError("BAD_USER_INPUT", PARTIAL_TOKEN_INVALID);
  if (input.limit) {
    const decision = await input.limit.limiter.consume(input.limit.key);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  }
  const version = input.version ?? (await getPublishedForm(db, input.slug))?.version ?? 0;
  const form = await acceptedVersion(db, { slug: input.slug, version, graceMs: input.graceMs });
  if (form.document.partialResponses !== true) {
    throw new ServiceError("BAD_USER_INPUT", PARTIAL_RESPONSES_OFF);
  }
  const page = input.page ?? 1;
  const lastPage = pageCount(form.document);
  if (!Number.isInteger(page) || page < 1 || page > lastPage) {
    throw new ServiceError("BAD_USER_INPUT", `page must be 1 to ${lastPage}`);
  }
  const checked = checkDraftAnswers(form.document, input.data);
  if (!checked.success) {
    const [first] = checked.fieldErrors;
    throw new ServiceError(
      "BAD_USER_INPUT",
      `data.${first?.name ?? ""}: ${first?.message ?? "not valid"}`,
      { fieldErrors: checked.fieldErrors },
    );
  }
  const now = (input.now ?? new Date()).toISOString();
  // One statement: the row and its webhook deliveries are stored together, or neither.
  const result = (await db.execute(sql`with
    saved as (
      insert into partial_responses (id, form_id, version, token_hash, data, last_page, created_at, updated_at)
      values (${uuidv7()}::uuid, ${form.formId}::uuid, ${form.version}::int, ${tokenHash}::text,
        ${JSON.stringify(checked.values)}::jsonb, ${page}::int, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (form_id, token_hash) do update set
        version = excluded.version,
        data = excluded.data,
        last_page = greatest(partial_responses.last_page, excluded.last_page),
        updated_at = excluded.updated_at
      where partial_responses.data is distinct from excluded.data
        or partial_responses.version <> excluded.version
        or partial_responses.last_page < excluded.last_page
      returning id, form_id, version, last_page, data, created_at, updated_at
    ),
    hooks as (
      insert into outbox (id, kind, webhook_id, form_id, event, payload)
      select gen_random_uuid(), 'webhook', w.id, s.form_id, 'submission.partial',
        jsonb_build_object(
          'form', jsonb_build_object('slug', f.slug, 'version', s.version),
          'submission', jsonb_build_object(
            'id', s.id,
            'createdAt', ${sql.raw(isoUtc("s.created_at"))},
            'updatedAt', ${sql.raw(isoUtc("s.updated_at"))},
            'lastPage', s.last_page,
            'answers', s.data))
      from saved s
      join forms f on f.id = s.form_id
      join webhooks w on w.form_id = s.form_id and w.enabled and 'submission.partial' = any(w.events)
      returning id
    )
    select s.*, (select count(*) from hooks) as queued from saved s`)) as unknown as {
    rows: PartialRow[];
  };
  const row = result.rows[0];
  if (row) return { partial: recordOf(row), isChanged: true, queued: Number(row.queued ?? 0) };
  // Nothing changed: the row as it is.
  const [kept] = await db
    .select()
    .from(partialResponses)
    .where(
      and(eq(partialResponses.formId, form.formId), eq(partialResponses.tokenHash, tokenHash)),
    );
  if (!kept) throw new Error("unfinished answers were neither stored nor found");
  return {
    partial: recordOf({
      id: kept.id,
      form_id: kept.formId,
      version: kept.version,
      last_page: kept.lastPage,
      data: kept.data,
      created_at: kept.createdAt,
      updated_at: kept.updatedAt,
    }),
    isChanged: false,
    queued: 0,
  };
}

/** A page of a form's unfinished answers, last saved first. */
export interface PartialResponsePage {
  totalCount: number;
  nodes: PartialResponseRecord[];
}

/**
 * A form's unfinished answers ("Not finished"), last saved first. The form
 * is given by id or by slug; an unknown one gives FORM_NOT_FOUND.
 */
export async function listPartialResponses(
  db: Database,
  input: { formId?: string | null; formSlug?: string | null; first?: number | null },
): Promise<PartialResponsePage> {
  const first = input.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > PARTIAL_RESPONSES_PAGE_MAX) {
    throw new ServiceError("BAD_USER_INPUT", `first must be 1 to ${PARTIAL_RESPONSES_PAGE_MAX}`);
  }
  const formId = await formIdOf(db, input);
  const ofForm = eq(partialResponses.formId, formId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partialResponses)
      .where(ofForm)
      .orderBy(sql`${partialResponses.updatedAt} desc`, sql`${partialResponses.id} desc`)
      .limit(first),
    db.select({ n: count() }).from(partialResponses).where(ofForm),
  ]);
  return {
    totalCount: Number(total?.n ?? 0),
    nodes: rows.map((row) =>
      recordOf({
        id: row.id,
        form_id: row.formId,
        version: row.version,
        last_page: row.lastPage,
        data: row.data,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      }),
    ),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function formIdOf(
  db: Database,
  input: { formId?: string | null; formSlug?: string | null },
): Promise<string> {
  const hasId = Boolean(input.formId);
  const hasSlug = Boolean(input.formSlug);
  if (hasId === hasSlug) {
    throw new ServiceError("BAD_USER_INPUT", "give either formId or formSlug");
  }
  if (hasId) {
    if (!UUID.test(input.formId ?? "")) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    const [form] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(eq(forms.id, input.formId ?? ""));
    if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
    return form.id;
  }
  if (!slugSchema.safeParse(input.formSlug).success) {
    throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  }
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.slug, input.formSlug ?? ""));
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  return form.id;
}

/**
 * Deletes a form's unfinished answers last saved before `date`; answers how
 * many went. For retention (issue 33 §6: `retention.deleteAfterDays`), which
 * deletes partial answers with the submissions and drafts of the same age.
 *
 * @example
 * await deletePartialResponsesOlderThan(db, formId, new Date(Date.now() - 90 * 86_400_000));
 */
export async function deletePartialResponsesOlderThan(
  db: Pick<Database, "delete">,
  formId: string,
  date: Date,
): Promise<number> {
  const gone = await db
    .delete(partialResponses)
    .where(and(eq(partialResponses.formId, formId), lt(partialResponses.updatedAt, date)))
    .returning({ id: partialResponses.id });
  return gone.length;
}
