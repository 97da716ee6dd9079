import { type Database, preparedStatement } from "../../db/database";
import { outboxCtes } from "../outbox/enqueue";
import type { SubmitParameters, SubmitRow } from "./submit-statement";

/**
 * Group commit. Under load many submissions are in flight at once, and a
 * statement's fixed cost is many times a row's: on PGlite (PostgreSQL in
 * WebAssembly, in this process, one statement at a time) its protocol
 * messages, the executor's start for eight CTEs, the commit and its WAL write
 * are about ten times a row's (in-process, 50 rows in one statement cost 0.08
 * ms each against 0.8 ms alone); on PostgreSQL each statement is also a round
 * trip, a backend's turn and a commit. So submissions read in the same turn
 * of the event loop are stored together by one statement, each answered by
 * its own row (issue 29). The first of a turn waits only for the turn's end
 * (setImmediate); while a batch is being stored the next ones gather. One
 * that is alone goes by the single statement.
 *
 * Each submission is acknowledged only once the statement that stores it has
 * committed, as before; one that fails takes no other with it (a batch that
 * fails is stored again one by one, each with its own answer or error).
 *
 * Submissions to a form with `maxSubmissions` (its count must see each row
 * stored before it) and answers that owe a payment go by the single statement, as do statements given a
 * transaction's handle (a batch would leave the transaction).
 */

/** Most submissions one statement stores: a batch's answer stays small and its wait short. */
export const MAX_SUBMIT_BATCH = 64;

/**
 * Most characters of answers one batch carries (a submission over it goes
 * alone or in the next batch): 64 answers of 1 MB would be one 64 MB value.
 */
export const MAX_SUBMIT_BATCH_CHARS = 4_000_000;

/** One submission's values in the batch's JSON parameter. */
interface BatchItem {
  n: number;
  slug: string;
  count_key: string | null;
  count_expire: string | null;
  points_limit: number;
  new_id: string | null;
  form_id: string | null;
  version: number | null;
  answers: string | null;
  idempotency_key: string | null;
  draft_hash: string | null;
  fill_ms: number | null;
  language: string | null;
  variables: string | null;
  ending: string | null;
  partial_hash: string | null;
  verified_email: string | null;
}

/**
 * The batch statement: the single one (submit-statement.ts) over a set of
 * submissions given as one JSON array. Each row answers its submission by `n`
 * with the columns the single statement answers. Two submissions with the
 * same form and idempotency key are never in one batch (the second would see
 * neither its own row nor the first's), see {@link takeBatch}.
 */
export const SUBMIT_BATCH_SQL = `with
  input as (
    select * from jsonb_to_recordset($1::jsonb) as t(
      n int, slug text, count_key text, count_expire timestamptz, points_limit int,
      new_id uuid, form_id uuid, version int, answers jsonb,
      idempotency_key text, draft_hash text, fill_ms int, language text,
      variables jsonb, ending text, partial_hash text, verified_email text)
  ),
  live as (
    select input.n, f.id, f.published_version from input join forms f on f.slug = input.slug
  ),
  counted as (
    insert into rate_limits (key, points, expire)
    select input.count_key, 1, input.count_expire from input where input.count_key is not null
    on conflict (key) do update set
      points = case when rate_limits.expire <= $2::timestamptz then 1 else rate_limits.points + 1 end,
      expire = case when rate_limits.expire <= $2::timestamptz then excluded.expire else rate_limits.expire end
    returning key, points, (extract(epoch from expire) * 1000)::float8 as expire_ms
  ),
  stored as (
    insert into submissions (id, form_id, version, data, idempotency_key, fill_ms, language, variables, ending, verified_email)
    select input.new_id, live.id, live.published_version, input.answers, input.idempotency_key, input.fill_ms, input.language,
      input.variables, input.ending, input.verified_email
    from input join live on live.n = input.n left join counted c on c.key = input.count_key
    where input.answers is not null and input.new_id is not null
      and live.id = input.form_id and live.published_version = input.version
      and coalesce(c.points, 0) <= input.points_limit
    on conflict (form_id, idempotency_key) do nothing
    returning id, form_id, version, data, created_at
  ),
  resumed as (
    delete from drafts d using input, stored s
    where s.id = input.new_id and input.draft_hash is not null
      and d.token_hash = input.draft_hash and d.form_id = s.form_id
  ),
  partial_done as (
    delete from partial_responses r using input, stored s
    where s.id = input.new_id and input.partial_hash is not null
      and r.token_hash = input.partial_hash and r.form_id = s.form_id
  ),
  ${outboxCtes("stored", "submission.created")}
select input.n, live.id as form_id, live.published_version as version,
  c.points, c.expire_ms,
  s.id as inserted_id, false as is_full,
  earlier.id as existing_id, earlier.same_answers as existing_same
from input left join live on live.n = input.n
  left join counted c on c.key = input.count_key
  left join stored s on s.id = input.new_id
  left join lateral (
    select e.id, e.data = input.answers as same_answers from submissions e
    where e.form_id = live.id and e.idempotency_key = input.idempotency_key
  ) as earlier on input.answers is not null and s.id is null
order by input.n`;

const runBatch = preparedStatement<SubmitRow & { n: number }>(
  "fw_submit_batch_v4",
  SUBMIT_BATCH_SQL,
  2,
);

interface Waiting {
  parameters: SubmitParameters;
  resolve: (rows: SubmitRow[]) => void;
  reject: (error: unknown) => void;
}

/** Per PGlite: the submissions waiting, whether a statement is storing some, and what batches stored. */
interface Queue {
  waiting: Waiting[];
  storing: boolean;
  /** Statements that stored two or more submissions, and those submissions. */
  batches: number;
  batched: number;
}
const queues = new WeakMap<Database, Queue>();

/** How many batches of two or more submissions were stored through `db`, and how many submissions they held. */
export function submitBatchCounts(db: Database): { batches: number; submissions: number } {
  const queue = queues.get(db);
  return { batches: queue?.batches ?? 0, submissions: queue?.batched ?? 0 };
}

/** Whether a submission may be stored in a batch (see the module's comment). */
export function batchable(db: Database, parameters: SubmitParameters): boolean {
  // A transaction's handle has `rollback`; the database's own has not.
  return (
    parameters.maxSubmissions === null &&
    (parameters.paymentAmount ?? null) === null &&
    !("rollback" in db)
  );
}

/**
 * Stores a submission with the others waiting on the same PGlite: at once
 * when none is being stored, else in the next batch. Answers what the single
 * statement answers for it.
 */
export function submitInBatch(
  db: Database,
  parameters: SubmitParameters,
  single: (parameters: SubmitParameters) => Promise<SubmitRow[]>,
): Promise<SubmitRow[]> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], storing: false, batches: 0, batched: 0 };
    queues.set(db, queue);
  }
  const promise = new Promise<SubmitRow[]>((resolve, reject) => {
    queue.waiting.push({ parameters, resolve, reject });
  });
  if (!queue.storing) {
    // Requests read in the same turn of the event loop reach here one after
    // another, each in its own task: the first waits for the turn's end
    // (setImmediate runs after the I/O just read), so they go as one batch.
    queue.storing = true;
    setImmediate(() => void drain(db, queue, single));
  }
  return promise;
}

/**
 * The next batch: the longest-waiting submissions, up to {@link MAX_SUBMIT_BATCH}
 * and {@link MAX_SUBMIT_BATCH_CHARS} of answers (the first one whatever its size),
 * none with the form and idempotency key of one already taken (it waits for
 * the next batch, which then finds the first one's row), nor the rate-limit
 * key of one (one statement can count a row once).
 */
export function takeBatch<T extends { parameters: SubmitParameters }>(waiting: T[]): T[] {
  const taken: T[] = [];
  const keys = new Set<string>();
  const counted = new Set<string>();
  let chars = 0;
  for (let i = 0; i < waiting.length && taken.length < MAX_SUBMIT_BATCH; ) {
    const { slug, idempotencyKey, countKey, answers } = waiting[i]!.parameters;
    const key = idempotencyKey === null ? null : `${slug}\u0000${idempotencyKey}`;
    const size = answers?.length ?? 0;
    if (
      (key !== null && keys.has(key)) ||
      (countKey !== null && counted.has(countKey)) ||
      (taken.length > 0 && chars + size > MAX_SUBMIT_BATCH_CHARS)
    ) {
      i++;
      continue;
    }
    chars += size;
    if (key !== null) keys.add(key);
    if (countKey !== null) counted.add(countKey);
    taken.push(waiting[i]!);
    waiting.splice(i, 1);
  }
  return taken;
}

async function drain(
  db: Database,
  queue: Queue,
  single: (parameters: SubmitParameters) => Promise<SubmitRow[]>,
): Promise<void> {
  queue.storing = true;
  try {
    while (queue.waiting.length > 0) {
      const batch = takeBatch(queue.waiting);
      if (batch.length === 1) {
        await settle(batch[0]!, single);
        continue;
      }
      let rows: Array<SubmitRow & { n: number }>;
      try {
        rows = await runBatch(db, [`[${batch.map(itemOf).join(",")}]`, batchNow(batch)]);
      } catch {
        // One submission's values failed the statement: each again alone, with its own answer.
        for (const waiting of batch) await settle(waiting, single);
        continue;
      }
      queue.batches++;
      queue.batched += batch.length;
      const byN = new Map(rows.map((row) => [Number(row.n), row]));
      batch.forEach((waiting, n) => {
        const row = byN.get(n);
        if (!row) waiting.reject(new Error("the submit batch answered no row for a submission"));
        else waiting.resolve([rowOf(row)]);
      });
    }
  } finally {
    queue.storing = false;
  }
}

async function settle(
  waiting: Waiting,
  single: (parameters: SubmitParameters) => Promise<SubmitRow[]>,
): Promise<void> {
  try {
    waiting.resolve(await single(waiting.parameters));
  } catch (error) {
    waiting.reject(error);
  }
}

/**
 * One submission as an element of the batch's JSON array. Written by hand so
 * that the answers and variables, already JSON text, go in as they are (not
 * parsed and written again).
 */
export function itemOf(waiting: { parameters: SubmitParameters }, n: number): string {
  const p = waiting.parameters;
  const { answers, ...rest } = {
    n,
    slug: p.slug,
    count_key: p.countKey,
    count_expire: p.countExpire,
    points_limit: p.pointsLimit,
    new_id: p.newId,
    form_id: p.formId,
    version: p.version,
    answers: p.answers,
    idempotency_key: p.idempotencyKey,
    draft_hash: p.draftHash,
    fill_ms: p.fillMs,
    language: p.language,
    ending: p.ending,
    verified_email: p.verifiedEmail,
    variables: p.variables,
    partial_hash: p.partialHash ?? null,
  } satisfies Record<keyof BatchItem, unknown>;
  const { variables, ...others } = rest;
  const head = JSON.stringify(others);
  return `${head.slice(0, -1)},"variables":${variables ?? "null"},"answers":${answers ?? "null"}}`;
}

/**
 * The batch's now for the rate-limit windows: the latest of its submissions'
 * (they were read within the same few milliseconds); null when none counts.
 */
function batchNow(batch: Waiting[]): string | null {
  let latest: string | null = null;
  for (const { parameters } of batch) {
    const now = parameters.countNow;
    if (now !== null && (latest === null || Date.parse(now) > Date.parse(latest))) latest = now;
  }
  return latest;
}

function rowOf(row: SubmitRow & { n: number }): SubmitRow {
  const { n: _n, ...rest } = row;
  return rest;
}
