import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { WebhookEvent } from "../webhooks/events";

/** An ISO 8601 UTC timestamp with milliseconds, as JavaScript writes it. */
const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Common table expressions that queue the outbox rows for a submission
 * event, to be spliced into a statement that has a CTE named `source` with
 * the columns of `submissions` (`id, form_id, version, data, created_at`):
 * one webhook delivery per enabled webhook of the form subscribed to the
 * event and, for `submission.created`, the notification and respondent-copy
 * mails the form's email settings ask for. The rows are written by the same
 * statement as the submission, so either both are stored or neither is. A
 * notification's payload says `"pdf": true` when the form's `attach_pdf` is
 * on: decided now, so a setting changed later leaves queued mails as they are.
 *
 * The CTEs are named `fw_outbox_hooks` and `fw_outbox_mail`; both return `id`.
 *
 * @example
 * `with stored as (insert ... returning id, form_id, version, data, created_at), ${outboxCtes("stored", "submission.created")} select ...`
 */
export function outboxCtes(source: string, event: WebhookEvent): string {
  const submission = `jsonb_build_object('id', src.id, 'createdAt', ${isoUtc("src.created_at")}, 'answers', src.data)`;
  // A `submission.paid` delivery says what was paid (issue 36).
  const payment =
    event === "submission.paid"
      ? ` || jsonb_build_object('payment', (select jsonb_build_object('status', p.status, 'amount', p.amount, 'currency', p.currency, 'paymentIntentId', p.payment_intent_id, 'paidAt', ${isoUtc("p.paid_at")}) from submission_payments p where p.submission_id = src.id))`
      : "";
  const hooks = `fw_outbox_hooks as (
    insert into outbox (id, kind, webhook_id, form_id, event, payload)
    select gen_random_uuid(), 'webhook', w.id, src.form_id, '${event}',
      jsonb_build_object('form', jsonb_build_object('slug', f.slug, 'version', src.version), 'submission', ${submission})${payment}
    from ${source} src
    join forms f on f.id = src.form_id
    join webhooks w on w.form_id = src.form_id and w.enabled and '${event}' = any(w.events)
    returning id
  )`;
  if (event !== "submission.created") {
    return `${hooks}, fw_outbox_mail as (select null::uuid as id where false)`;
  }
  const mail = `fw_outbox_mail as (
    insert into outbox (id, kind, form_id, event, payload)
    select gen_random_uuid(), 'email', src.form_id, '${event}',
      jsonb_build_object('template', m.template, 'to', m.recipients, 'version', src.version, 'submission', ${submission})
        || case when m.template = 'notification' and s.attach_pdf then '{"pdf": true}'::jsonb else '{}'::jsonb end
    from ${source} src
    join form_email_settings s on s.form_id = src.form_id
    cross join lateral (
      select 'notification' as template, to_jsonb(s.notify) as recipients
      where cardinality(s.notify) > 0
      union all
      select 'respondent-copy', jsonb_build_array(src.data ->> s.respondent_copy_field)
      where s.respondent_copy_field is not null and coalesce(src.data ->> s.respondent_copy_field, '') <> ''
    ) m
    returning id
  )`;
  return `${hooks}, ${mail}`;
}

/**
 * Queues the webhook deliveries and mails of a submission event for a
 * submission that is stored (for `submission.deleted`: call it before the row
 * is deleted, in the same transaction). For paths that store a submission
 * other than `submitForm` (which does this in its own statement), e.g. a
 * submission taken out of spam. Answers how many outbox rows were written.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   await tx.insert(submissions).values(row);
 *   await enqueueSubmissionEvents(tx, { submissionId: row.id, event: "submission.created" });
 * });
 */
export async function enqueueSubmissionEvents(
  tx: Pick<Database, "execute">,
  input: { submissionId: string; event: WebhookEvent },
): Promise<number> {
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await tx.execute(sql`with source as (
      select id, form_id, version, data, created_at from submissions where id = ${input.submissionId}::uuid
    ), ${sql.raw(outboxCtes("source", input.event))}
    select (select count(*) from fw_outbox_hooks) + (select count(*) from fw_outbox_mail) as n`)) as unknown as {
    rows: Array<{ n: number | string }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}
