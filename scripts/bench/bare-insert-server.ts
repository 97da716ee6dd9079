/**
 * The intake benchmark's reference: a bare node:http handler that inserts the
 * same row (same columns and indexes as `submissions`) with no GraphQL, no
 * validation and no framework. Run: `node --import tsx bare-insert-server.ts
 * <port> <postgres-url | pglite-dir>`.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const [portArg, target] = process.argv.slice(2);
if (!portArg || !target)
  throw new Error("usage: bare-insert-server.ts <port> <postgres-url | pglite-dir>");

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Array<{ id: string }> }>;
let query: Query;
if (target.startsWith("postgres")) {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  query = (sql, params) => pool.query(sql, params);
} else {
  const db = await PGlite.create(target);
  query = (sql, params) => db.query(sql, params);
}
await query(
  `create table if not exists bare_submissions (
     id uuid primary key, form_id uuid not null, version integer not null, data jsonb not null,
     idempotency_key text not null, created_at timestamptz(3) not null default now())`,
  [],
);
await query(
  "create unique index if not exists bare_key on bare_submissions (form_id, idempotency_key)",
  [],
);
await query(
  "create index if not exists bare_created on bare_submissions (form_id, created_at desc, id desc)",
  [],
);
const formId = randomUUID();

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      variables: { data: unknown; idempotencyKey: string };
    };
    query(
      `insert into bare_submissions (id, form_id, version, data, idempotency_key)
       values ($1, $2, 1, $3, $4) on conflict do nothing returning id`,
      [randomUUID(), formId, JSON.stringify(body.variables.data), body.variables.idempotencyKey],
    ).then(
      (result) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ data: { submitForm: { submissionId: result.rows[0]?.id ?? null } } }),
        );
      },
      (error: Error) => {
        res.writeHead(500).end(error.message);
      },
    );
  });
}).listen(Number(portArg), "127.0.0.1", () => {
  process.stdout.write("ready\n");
});
