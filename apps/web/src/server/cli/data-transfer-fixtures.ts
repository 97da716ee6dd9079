import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { createUser } from "../services/auth/users";
import { applicationTables, tableCounts } from "../services/data-transfer/tables";
import { createForm, publishForm, updateForm } from "../services/forms";
import { submitForm } from "../services/submissions/submit-form";
import { contactDocument, validContactAnswers } from "../testing/fixtures";

/** What a command wrote, line by line, and the sink that collects it. */
export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

/** A new, empty folder under the system's temporary folder. */
export function tempDir(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `formwright-${name}-`));
}

/**
 * Fills `database` (then closes it) with a published form with unpublished
 * changes, an unpublished form, an owner and three submissions.
 */
export async function seed(database: DatabaseConnection): Promise<void> {
  try {
    const { db } = database;
    const contact = await createForm(db, contactDocument());
    await publishForm(db, contact.id);
    await updateForm(db, {
      id: contact.id,
      document: contactDocument({ title: "Contact us (draft)" }),
    });
    await createForm(db, contactDocument({ slug: "unpublished", title: "Not yet" }));
    await createUser(db, { email: "owner@example.com", password: "owner password", role: "owner" });
    for (const key of ["one", "two", "three"]) {
      await submitForm(db, { slug: "contact", data: validContactAnswers, idempotencyKey: key });
    }
  } finally {
    await database.close();
  }
}

/** A PGlite folder holding the rows {@link seed} describes. */
export async function seededDataDir(): Promise<string> {
  const dataDir = tempDir("cli-data");
  await seed(await openDatabase({ dataDir }));
  return dataDir;
}

/** Rows per application table. */
export async function rowCounts(database: DatabaseConnection): Promise<Record<string, number>> {
  return tableCounts(database.db, await applicationTables(database.db));
}
