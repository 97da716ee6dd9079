import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { findFormBySlug } from "../services/forms";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { capture, rowCounts, seededDataDir, tempDir } from "./data-transfer-fixtures";
import { runCli } from "./run-cli";

const TIMEOUT = 600_000;
const serverUrl = process.env.TEST_DATABASE_URL;

/** Every schema, table, view and sequence of a database, and each table's rows (as a digest). */
async function everything(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const user = `n.nspname not in ('information_schema') and n.nspname not like 'pg\\_%'`;
    const schemas = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace n where ${user} order by 1`,
    );
    const relations = await client.query<{ schema: string; name: string; kind: string }>(
      `select n.nspname as schema, c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${user} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by 1, 2`,
    );
    const lines = schemas.rows.map((s) => `schema ${s.name}`);
    for (const r of relations.rows) {
      let line = `${r.kind} ${r.schema}.${r.name}`;
      if (r.kind === "r") {
        const [digest] = (
          await client.query<{ n: number; md5: string }>(
            `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
             from "${r.schema}"."${r.name}" t`,
          )
        ).rows;
        line += ` ${digest?.n} rows ${digest?.md5}`;
      }
      lines.push(line);
    }
    return lines;
  } finally {
    await client.end();
  }
}

async function run(statements: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statements).finally(() => client.end());
}

async function migrateTo(url: string, dataDir = tempDir("source")) {
  const io = capture();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const code = await runCli(["db", "migrate-to", url], { config, ...io.sink });
  return { code, out: io.out, err: io.err.join("\n") };
}

/** `url` with another user, password and database name. */
function variant(url: string, change: { user?: string; password: string; database?: string }) {
  const target = new URL(url);
  if (change.user) target.username = change.user;
  target.password = change.password;
  if (change.database) target.pathname = `/${change.database}`;
  return target;
}

function withoutPassword(url: URL): string {
  const shown = new URL(url);
  shown.password = "";
  return shown.toString();
}

describe("npm run cli -- db migrate-to", () => {
  it.runIf(serverUrl)(
    "refuses a database holding another app's tables, names them, and leaves it as it was",
    async () => {
      const scratch = await createScratchDatabase(serverUrl!);
      try {
        await run(
          `create table accounts (id serial primary key, name text);
           insert into accounts (name) values ('alice'), ('bob');
           create schema billing;
           create table billing.invoices (id int primary key, total numeric);
           insert into billing.invoices values (1, 9.5);`,
          scratch.url,
        );
        const before = await everything(scratch.url);
        const result = await migrateTo(scratch.url, await seededDataDir());
        expect(result.code).toBe(1);
        expect(result.err).toMatch(/target/);
        expect(result.err).toContain("billing.invoices, public.accounts");
        expect(await everything(scratch.url)).toEqual(before);
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  it.runIf(serverUrl)(
    "refuses a database with a users table of its own before writing anything: no drizzle schema is left",
    async () => {
      const scratch = await createScratchDatabase(serverUrl!);
      try {
        await run(
          `create table users (id int primary key, login text);
           insert into users values (1, 'root');`,
          scratch.url,
        );
        const before = await everything(scratch.url);
        const result = await migrateTo(scratch.url, await seededDataDir());
        expect(result.code).toBe(1);
        expect(result.err).toContain("public.users");
        expect(result.err).not.toMatch(/Failed query/);
        const after = await everything(scratch.url);
        expect(after).toEqual(before);
        expect(after).not.toContain("schema drizzle");
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  it.runIf(serverUrl)(
    "copies into an empty database with the journal a server's start finds complete",
    async () => {
      const dataDir = await seededDataDir();
      const scratch = await createScratchDatabase(serverUrl!);
      try {
        const result = await migrateTo(scratch.url, dataDir);
        expect(result.err).toBe("");
        expect(result.code).toBe(0);
        expect(result.out.some((l) => /^submissions\s+3\s+3$/.test(l))).toBe(true);
        const journal = async (database: Awaited<ReturnType<typeof openDatabase>>) =>
          (
            (await database.db.execute(
              sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
            )) as unknown as { rows: unknown[] }
          ).rows;
        const source = await openDatabase({ dataDir });
        const target = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
        try {
          expect(await rowCounts(target)).toEqual(await rowCounts(source));
          expect(await journal(target)).toEqual(await journal(source));
          expect((await findFormBySlug(target.db, "contact"))?.draft.title).toBe(
            "Contact us (draft)",
          );
        } finally {
          await source.close();
          await target.close();
        }
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  it.runIf(serverUrl)(
    "copies into an empty Formwright database (a server started on it, no owner yet), and refuses it once it holds data",
    async () => {
      const dataDir = await seededDataDir();
      const scratch = await createScratchDatabase(serverUrl!);
      try {
        await (await openDatabase({ databaseUrl: scratch.url, poolSize: 1 })).close();
        expect((await migrateTo(scratch.url, dataDir)).code).toBe(0);
        const before = await everything(scratch.url);
        const again = await migrateTo(scratch.url, dataDir);
        expect(again.code).toBe(1);
        expect(again.err).toMatch(/target .* is not empty \(forms: 2, users: 1, submissions: 3\)/);
        expect(await everything(scratch.url)).toEqual(before);
      } finally {
        await scratch.drop();
      }
    },
    TIMEOUT,
  );

  it(
    "an unreachable target is named as the target, without its password",
    async () => {
      const url = new URL("postgres://formwright:s3cret-pass@127.0.0.1:1/formwright");
      const result = await migrateTo(url.toString());
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        /^Cannot connect to the target database postgres:\/\/formwright@127\.0\.0\.1:1\/formwright: /,
      );
      expect(result.err).not.toContain("s3cret-pass");
    },
    TIMEOUT,
  );

  it.runIf(serverUrl)(
    "a target database that does not exist is named, without the password, with what to do",
    async () => {
      const url = variant(serverUrl!, { password: "s3cret-pass", database: "fw_no_such_db" });
      const result = await migrateTo(url.toString());
      expect(result.code).toBe(1);
      expect(result.err).toContain(
        `Cannot connect to the target database ${withoutPassword(url)}: database "fw_no_such_db" does not exist; create it first (createdb)`,
      );
      expect(result.err).not.toContain("s3cret-pass");
    },
    TIMEOUT,
  );

  it.runIf(serverUrl)(
    "a login the target refuses is named, without the password",
    async () => {
      const url = variant(serverUrl!, { user: "fw_no_such_role", password: "s3cret-pass" });
      const result = await migrateTo(url.toString());
      expect(result.code).toBe(1);
      expect(result.err).toContain(
        `Cannot connect to the target database ${withoutPassword(url)}: the server refused the login (role "fw_no_such_role" does not exist); check the user and password in the URL`,
      );
      expect(result.err).not.toContain("s3cret-pass");
    },
    TIMEOUT,
  );
});
