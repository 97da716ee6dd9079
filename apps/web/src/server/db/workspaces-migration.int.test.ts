import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { appRoot } from "../app-root";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { newClusterTemplate } from "./new-cluster-template";
import { DEFAULT_WORKSPACE_ID } from "./schema";

const MIGRATIONS = path.join(appRoot(), "drizzle");
const WORKSPACES = "0027_workspaces";

/**
 * A migrations folder holding every migration before 0027: a database it
 * migrates has the schema of the release before workspaces.
 */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fw-before-workspaces-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) {
    copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  writeFileSync(
    path.join(dir, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  return dir;
}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Rows of today's schema (before 0027): three people, two forms, a key and an image. */
async function fillBefore(query: Query): Promise<void> {
  await query(`insert into users (id, email, password_hash, role) values
    ('10000000-0000-4000-8000-000000000001', 'owner@example.com', 'x', 'owner'),
    ('10000000-0000-4000-8000-000000000002', 'editor@example.com', 'x', 'editor'),
    ('10000000-0000-4000-8000-000000000003', 'viewer@example.com', null, 'viewer')`);
  await query(`insert into forms (id, slug, draft) values
    ('20000000-0000-4000-8000-000000000001', 'contact', '{"title":"Contact","blocks":[]}'),
    ('20000000-0000-4000-8000-000000000002', 'survey', '{"title":"Survey","blocks":[]}')`);
  await query(`insert into api_keys (id, name, prefix, key_hash, role) values
    ('30000000-0000-4000-8000-000000000001', 'ci', 'fwk_ab', 'hash', 'editor')`);
  await query(`insert into uploads (id, storage_key, original_name, content_type, byte_size, width, height)
    values ('40000000-0000-4000-8000-000000000001', 'a.png', 'a.png', 'image/png', 10, 1, 1)`);
}

/** What 0027 must leave: one workspace "Default" holding everything, everyone a member in their role. */
async function checkAfter(query: Query): Promise<void> {
  expect(await query(`select id, name from workspaces`)).toEqual([
    { id: DEFAULT_WORKSPACE_ID, name: "Default" },
  ]);
  expect(
    await query(
      `select u.email, m.role from workspace_members m join users u on u.id = m.user_id
       where m.workspace_id = '${DEFAULT_WORKSPACE_ID}' order by u.email`,
    ),
  ).toEqual([
    { email: "editor@example.com", role: "editor" },
    { email: "owner@example.com", role: "owner" },
    { email: "viewer@example.com", role: "viewer" },
  ]);
  for (const table of ["forms", "api_keys", "uploads"]) {
    const rows = await query(`select distinct workspace_id from ${table}`);
    expect(rows, table).toEqual([{ workspace_id: DEFAULT_WORKSPACE_ID }]);
  }
  expect(await query(`select count(*)::int as n from forms`)).toEqual([{ n: 2 }]);
  // The previous release, still running in a rolling upgrade, inserts without the new column.
  await query(
    `insert into forms (slug, draft) values ('old-release', '{"title":"Old","blocks":[]}')`,
  );
  expect(await query(`select workspace_id from forms where slug = 'old-release'`)).toEqual([
    { workspace_id: DEFAULT_WORKSPACE_ID },
  ]);
  // A workspace with forms cannot be removed from under them.
  await expect(query(`delete from workspaces`)).rejects.toThrow();
}

describe("migration 0027 (workspaces) on a database of the release before", () => {
  it("on PGlite: puts every form, key and image in Default, every user a member in their role", async () => {
    const template = newClusterTemplate();
    const client = await PGlite.create("memory://", template ? { loadDataDir: template } : {});
    try {
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: foldersBefore(WORKSPACES) });
      const query: Query = async (text) => (await client.query(text)).rows as never;
      expect(await query(`select to_regclass('workspaces') as t`)).toEqual([{ t: null }]);
      await fillBefore(query);
      await migratePglite(db, { migrationsFolder: MIGRATIONS });
      await checkAfter(query);
    } finally {
      await client.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: the same",
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      try {
        const db = drizzlePg({ client: pool });
        await migratePg(db, { migrationsFolder: foldersBefore(WORKSPACES) });
        const query: Query = async (text) => (await pool.query(text)).rows;
        await fillBefore(query);
        await migratePg(db, { migrationsFolder: MIGRATIONS });
        await checkAfter(query);
      } finally {
        await pool.end();
        await scratch.drop();
      }
    },
    60_000,
  );
});
