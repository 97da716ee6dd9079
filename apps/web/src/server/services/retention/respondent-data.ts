import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { FileStorage } from "../../storage/file-storage";
import { rowsOf } from "../field-summaries/answer-names";
import { forgetLinkAddress } from "../respondent-links/respondent-links";
import { emailForms } from "./email-forms";
import { removeStoredFiles } from "./remove-stored-files";
import { respondentAddress } from "./respondent-address";
import {
  RESPONDENT_SOURCES,
  type RespondentRecord,
  type RespondentRecordKind,
} from "./respondent-sources";

/** What `respondentData` finds for one address. */
export interface RespondentData {
  /** The address searched, trimmed and lower case. */
  email: string;
  records: RespondentRecord[];
}

/** One record `deleteRespondentData` deleted. */
export interface DeletedRespondentRecord {
  kind: RespondentRecordKind;
  id: string;
  formId: string;
  formSlug: string;
}

/** What `deleteRespondentData` deleted for one address. */
export interface RespondentDeletion {
  email: string;
  records: DeletedRespondentRecord[];
  /** Files deleted with the records (their rows, and the bytes in the storage). */
  files: number;
  /** Outbox rows that held a copy: the records' webhook deliveries and mails, and mails to the address. */
  outboxCopies: number;
}

/**
 * Every submission (held for spam review too) and saved draft, of any form,
 * whose answer to an email field (a field whose type gives an address:
 * `inputType: "email"` or `rules.email`, in any published version of the
 * form or its draft) is `email`, compared without case or surrounding
 * spaces. With the answers and the files sent with them, oldest first per
 * form. A bad address is BAD_USER_INPUT.
 *
 * Cost: one statement per form that has an email field and per kind, each
 * reading that form's rows through its `form_id` index and the email answers
 * of each row, so the whole request reads every stored answer of those
 * forms once (about N × the fields' count JSON lookups); forms without an
 * email field are not read. No index finds an address directly.
 *
 * @example
 * const { records } = await findRespondentData(db, "Ada@Example.com");
 */
export async function findRespondentData(
  db: Database,
  email: string,
  /** Only the forms of these workspaces (issue 34 §1); null: every form. */
  workspaceIds: readonly string[] | null = null,
): Promise<RespondentData> {
  const address = respondentAddress(email);
  const records: RespondentRecord[] = [];
  for (const form of await emailForms(db, workspaceIds)) {
    for (const source of RESPONDENT_SOURCES) {
      records.push(...(await source.find(db, form, address)));
    }
  }
  return { email: address, records };
}

/**
 * Mails to the address that are not about a submission (a resume link's
 * mail, which holds the link) or copies of one sent to the respondent:
 * deleted with the person's records, unless a worker is delivering it now.
 */
async function deleteMailsTo(db: Database, address: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`delete from outbox o
      where o.kind = 'email' and o.payload ->> 'template' in ('plain', 'respondent-copy')
        and jsonb_typeof(o.payload -> 'to') = 'array'
        and exists (select 1 from jsonb_array_elements_text(o.payload -> 'to') as t(address)
          where lower(btrim(t.address)) = ${address}::text)
        and (o.locked_until is null or o.locked_until < now())
      returning o.id`),
  );
  return rows.length;
}

/**
 * Deletes what {@link findRespondentData} finds for `email`: each record
 * with the files sent with it (rows, then the bytes in the storage) and the
 * outbox rows that carry a copy of its answers (its webhook deliveries and
 * mails), and the mails sent to the address; single-use links made for the
 * address forget it. Each form's records of each
 * kind go in one statement, so a record is deleted whole or not at all. No
 * `submission.deleted` webhook is sent: its body would carry the answers
 * again. A bad address is BAD_USER_INPUT; none found deletes nothing.
 *
 * @example
 * const { records, files } = await deleteRespondentData(db, storage, "ada@example.com");
 */
export async function deleteRespondentData(
  db: Database,
  storage: FileStorage,
  email: string,
  options: {
    /**
     * Records the deletion (the audit log): given, every row goes in one
     * transaction with the record, and the files after it commits.
     */
    audit?: (tx: Database, deleted: RespondentDeletion) => Promise<void>;
    /**
     * Only the forms of these workspaces (issue 34 §1); null or absent: every
     * form, and also the mails to the address tied to no submission and the
     * address of single-use links, which belong to no one workspace.
     */
    workspaceIds?: readonly string[] | null;
  } = {},
): Promise<RespondentDeletion> {
  const address = respondentAddress(email);
  const storageKeys: string[] = [];
  const deleteRows = async (tx: Database): Promise<RespondentDeletion> => {
    const records: DeletedRespondentRecord[] = [];
    let outboxCopies = 0;
    for (const form of await emailForms(tx, options.workspaceIds ?? null)) {
      for (const source of RESPONDENT_SOURCES) {
        const deleted = await source.delete(tx, form, address);
        for (const id of deleted.ids) {
          records.push({ kind: source.kind, id, formId: form.id, formSlug: form.slug });
        }
        storageKeys.push(...deleted.storageKeys);
        outboxCopies += deleted.outboxCopies;
      }
    }
    if (!options.workspaceIds) {
      outboxCopies += await deleteMailsTo(tx, address);
      // Single-use links made for the address keep working, without it.
      await forgetLinkAddress(tx, address);
    }
    const deletion = { email: address, records, files: storageKeys.length, outboxCopies };
    await options.audit?.(tx, deletion);
    return deletion;
  };
  const { audit } = options;
  const deletion = audit
    ? await db.transaction((tx) => deleteRows(tx as unknown as Database))
    : await deleteRows(db);
  await removeStoredFiles(storage, storageKeys);
  return deletion;
}
