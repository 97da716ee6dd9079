import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { root } from "./app-server";

/**
 * Starts (or reuses) the benchmarks' loopback PostgreSQL (scripts/postgres-up.sh)
 * and returns its URL. Unlike the tests' server (port 54329, fsync off), this one
 * keeps PostgreSQL's default durability: fsync and synchronous commit, as in production.
 */
export function postgresServerUrl(port = 54339): string {
  return execFileSync("bash", [path.join(root, "scripts/postgres-up.sh"), String(port)], {
    encoding: "utf8",
    env: { ...process.env, PGTEST_DURABLE: "1" },
  }).trim();
}

/** Creates an empty database on the server; returns its URL. */
export async function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `fw_bench_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database {@link createScratchDatabase} made (and its connections). */
export async function dropScratchDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
